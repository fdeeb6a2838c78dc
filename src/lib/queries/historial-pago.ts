import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { historialPagoListSchema, type HistorialPago } from '../../contract/finanzas';

/** `listar_historial_pago/`, read by the payment history and the SuperAdmin Home chart. */
export const historialPagoQueryKey = ['historial-pago', 'list'] as const;

export function getHistorialPago(): Promise<HistorialPago[]> {
  return apiGet('listar_historial_pago/', historialPagoListSchema);
}

export const historialPagoQueryOptions = () =>
  queryOptions({ queryKey: historialPagoQueryKey, queryFn: getHistorialPago });

export function useHistorialPago() {
  return useQuery(historialPagoQueryOptions());
}
