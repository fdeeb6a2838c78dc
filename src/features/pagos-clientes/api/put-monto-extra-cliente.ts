import { montoExtraSchema } from '../../../contract/finanzas';
import { apiClient } from '../../../lib/api-client';

/**
 * `PUT monto_extra/{clienteId}` with `{monto}`: adds one extra amount, the money received.
 * Answers the new row's id when the backend sends the row back, else null (its answer's shape
 * is not known beyond the reference server's).
 */
export async function putMontoExtraCliente({
  clienteId,
  monto,
}: {
  clienteId: number;
  monto: number;
}): Promise<number | null> {
  // No trailing slash: the backend routes this one path without it (backend-notes).
  const response = await apiClient.put<unknown>(`monto_extra/${clienteId}`, { monto });
  const row = montoExtraSchema.safeParse(response.data);
  return row.success ? row.data.id : null;
}
