import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { EARLY_GET_PATHS } from '../early-get';
import { historialPagoListSchema, type HistorialPago } from '../../contract/finanzas';
import { queryKeys } from '../query-keys';

/** `listar_historial_pago/`, read by the payment history and the SuperAdmin Home chart. */

export function getHistorialPago(): Promise<HistorialPago[]> {
  return apiGet(EARLY_GET_PATHS.historialPago, historialPagoListSchema);
}

export const historialPagoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.historialPago.list(), queryFn: getHistorialPago });

export function useHistorialPago() {
  return useQuery(historialPagoQueryOptions());
}
