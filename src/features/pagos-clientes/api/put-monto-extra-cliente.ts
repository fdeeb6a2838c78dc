import { apiClient } from '../../../lib/api-client';

/** `PUT monto_extra/{clienteId}` with `{monto}`: adds one extra amount, the money received. */
export async function putMontoExtraCliente({ clienteId, monto }: { clienteId: number; monto: number }) {
  // No trailing slash: the backend routes this one path without it (backend-notes).
  await apiClient.put(`monto_extra/${clienteId}`, { monto });
}
