import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { montoExtraListSchema, type MontoExtra } from '../../../contract/finanzas';
import { queryKeys } from '../../../lib/query-keys';

export function getMontosExtra(): Promise<MontoExtra[]> {
  return apiGet('listar_monto_extra/', montoExtraListSchema);
}

export const montosExtraQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.montosExtra.list(), queryFn: getMontosExtra });

export function useMontosExtra() {
  return useQuery(montosExtraQueryOptions());
}
