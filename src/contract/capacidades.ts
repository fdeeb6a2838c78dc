import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * The extensions the reference server may offer beyond the real backend's wire
 * (shared/extensions.md). The app uses one only where `GET ext/capacidades/` lists it.
 */
export const CAPACIDADES = [
  'periodos',
  'idempotencia',
  'pago_atomico',
  'cierre_mes',
  'auditoria',
  'estado_cuenta',
  'resumenes',
  // POST ext/cerrar_sesiones/: ends every session of the signed-in user, on every device.
  'sesiones',
] as const;
export type Capacidad = (typeof CAPACIDADES)[number];

/** `GET ext/capacidades/`: unknown names are ignored by the app, so a newer server stays readable. */
export const capacidadesResponseSchema = lazySchema(() =>
  z.object({
    version: z.literal(1),
    capacidades: z.array(z.string()),
  }),
);
export type CapacidadesResponse = z.infer<typeof capacidadesResponseSchema>;
