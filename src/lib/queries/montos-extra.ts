import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { montoExtraListSchema, type MontoExtra } from '../../contract/finanzas';
import { queryKeys } from '../query-keys';

export function getMontosExtra(): Promise<MontoExtra[]> {
  return apiGet('listar_monto_extra/', montoExtraListSchema);
}

export const montosExtraQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.montosExtra.list(), queryFn: getMontosExtra });

export function useMontosExtra() {
  return useQuery(montosExtraQueryOptions());
}
