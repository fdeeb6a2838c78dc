import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetText } from '../api-client';
import type { Cobro } from '../../contract/cobro';
import { parseCobroList } from '../list-worker/parse-list';
import { queryKeys } from '../query-keys';

/** Every cobro query starts with this, so one invalidation after a change refreshes them all. */

/** The server scopes the answer by role: Admin all, a supervisor own and supervised, others own. */
export async function getCobros(): Promise<Cobro[]> {
  // 100,000 cobros are some 77 MB: parsed and checked in a worker (lib/list-worker).
  return parseCobroList(await apiGetText('listar_cobro/'));
}

export const cobrosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cobros.list(), queryFn: getCobros });

export function useCobros({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cobrosQueryOptions(), enabled });
}
