import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { montoExtraListSchema, type MontoExtra } from '../../contract/finanzas';

export const montosExtraQueryKey = ['montos-extra', 'list'] as const;

export function getMontosExtra(): Promise<MontoExtra[]> {
  return apiGet('listar_monto_extra/', montoExtraListSchema);
}

export const montosExtraQueryOptions = () =>
  queryOptions({ queryKey: montosExtraQueryKey, queryFn: getMontosExtra });

export function useMontosExtra() {
  return useQuery(montosExtraQueryOptions());
}
