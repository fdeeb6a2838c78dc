import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { EARLY_GET_PATHS } from '../early-get';
import { montoExtraListSchema, type MontoExtra } from '../../contract/finanzas';
import { queryKeys } from '../query-keys';

export function getMontosExtra(): Promise<MontoExtra[]> {
  return apiGet(EARLY_GET_PATHS.montosExtra, montoExtraListSchema);
}

export const montosExtraQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.montosExtra.list(), queryFn: getMontosExtra });

export function useMontosExtra() {
  return useQuery(montosExtraQueryOptions());
}
