import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { EARLY_GET_PATHS } from '../early-get';
import { historialPagoSchema, type HistorialPago } from '../../contract/finanzas';
import { queryKeys } from '../query-keys';
import { listOf } from '../../contract/list';
import { fastHistorialPago } from '../list-worker/fast-finanzas';

/** The contract's list, with a fast reader of the backend's one shape. */
const historialPagoList = listOf(historialPagoSchema, fastHistorialPago);

/** `listar_historial_pago/`, read by the payment history and the SuperAdmin Home chart. */

export function getHistorialPago(): Promise<HistorialPago[]> {
  return apiGet(EARLY_GET_PATHS.historialPago, historialPagoList);
}

export const historialPagoQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.historialPago.list(), queryFn: getHistorialPago });

export function useHistorialPago() {
  return useQuery(historialPagoQueryOptions());
}
