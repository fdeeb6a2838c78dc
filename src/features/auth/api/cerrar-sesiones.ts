import { apiClient } from '../../../lib/api-client';

/** `POST ext/cerrar_sesiones/` (capability `sesiones`): every token of the user stops working. */
export async function cerrarSesiones(): Promise<void> {
  await apiClient.post('ext/cerrar_sesiones/');
}
