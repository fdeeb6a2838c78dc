import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { cobroListSchema, type Cobro } from '../../contract/cobro';

/** Every cobro query starts with this, so one invalidation after a change refreshes them all. */
export const COBROS_KEY = ['cobros'] as const;
export const COBROS_LIST_KEY = [...COBROS_KEY, 'list'] as const;

/** The server scopes the answer by role: Admin all, a supervisor own and supervised, others own. */
export function getCobros(): Promise<Cobro[]> {
  return apiGet('listar_cobro/', cobroListSchema);
}

export const cobrosQueryOptions = () => queryOptions({ queryKey: COBROS_LIST_KEY, queryFn: getCobros });

export function useCobros() {
  return useQuery(cobrosQueryOptions());
}
