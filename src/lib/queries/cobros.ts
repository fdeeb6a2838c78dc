import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { cobroListSchema, type Cobro } from '../../contract/cobro';
import { queryKeys } from '../query-keys';

/** Every cobro query starts with this, so one invalidation after a change refreshes them all. */

/** The server scopes the answer by role: Admin all, a supervisor own and supervised, others own. */
export function getCobros(): Promise<Cobro[]> {
  return apiGet('listar_cobro/', cobroListSchema);
}

export const cobrosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cobros.list(), queryFn: getCobros });

export function useCobros({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cobrosQueryOptions(), enabled });
}
