import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { EARLY_GET_PATHS } from '../early-get';
import { montoExtraSchema, type MontoExtra } from '../../contract/finanzas';
import { queryKeys } from '../query-keys';
import { listOf } from '../../contract/list';
import { fastMontoExtra } from '../list-worker/fast-finanzas';

/** The contract's list, with a fast reader of the backend's one shape. */
const montoExtraList = listOf(montoExtraSchema, fastMontoExtra);

export function getMontosExtra(): Promise<MontoExtra[]> {
  return apiGet(EARLY_GET_PATHS.montosExtra, montoExtraList);
}

export const montosExtraQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.montosExtra.list(), queryFn: getMontosExtra });

export function useMontosExtra() {
  return useQuery(montosExtraQueryOptions());
}
