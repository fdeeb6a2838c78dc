import { apiClient } from '../../../lib/api-client';

export type HistorialPagoBody = { cliente: number; monto: number; fecha_pago: string };

/** `POST historial_pago/`: the payment's record, written after its extra amount. */
export async function createHistorialPago(body: HistorialPagoBody) {
  await apiClient.post('historial_pago/', body);
}
