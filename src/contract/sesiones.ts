import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const SESIONES_MESSAGES = {
  cerradas: 'Se cerró la sesión en todos los dispositivos.',
} as const;

/** `POST ext/cerrar_sesiones/` (capability `sesiones`): every token of the caller stops working. */
export const cerrarSesionesResponseSchema = lazySchema(() => z.object({ detail: z.string() }));
export type CerrarSesionesResponse = z.infer<typeof cerrarSesionesResponseSchema>;
