import { queryOptions, skipToken, useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { Cobro } from '../../contract/cobro';
import { getLargeList } from '../list-worker/large-list';
import { LARGE_LIST_QUERY } from './large-list-query';
import { queryKeys } from '../query-keys';

/** Every cobro query starts with this, so one invalidation after a change refreshes them all. */

/** The first rows of the list's load in progress (null when none), for useCobrosWhileLoading. */
const firstRowsKey = [...queryKeys.cobros.list(), 'primeras-filas'] as const;

/** The server scopes the answer by role: Admin all, a supervisor own and supervised, others own. */
export async function getCobros({ client, signal }: QueryFunctionContext): Promise<Cobro[]> {
  client.setQueryData<Cobro[] | null>(firstRowsKey, null);
  // 100,000 cobros are some 77 MB: fetched, parsed and checked in a worker (lib/list-worker).
  return getLargeList('cobro', {
    signal,
    onFirst: (rows) => client.setQueryData<Cobro[] | null>(firstRowsKey, rows),
  });
}

export const cobrosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cobros.list(), queryFn: getCobros, ...LARGE_LIST_QUERY });

export function useCobros({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cobrosQueryOptions(), enabled });
}

/**
 * The cobros for a table that can show the first rows before the whole list is in:
 * during the first load, once they arrive, `data` holds them and `isPartial` is true, while
 * `isPending` stays false and `isSuccess` false, so totals built on `isSuccess` wait for the
 * whole list. Otherwise the query as useCobros answers it.
 */
export function useCobrosWhileLoading() {
  const cobros = useCobros();
  const first = useQuery<Cobro[] | null>({ queryKey: firstRowsKey, queryFn: skipToken });
  const isPartial = cobros.isPending && cobros.isFetching && !!first.data;
  return {
    data: isPartial ? (first.data ?? undefined) : cobros.data,
    isPartial,
    isPending: cobros.isPending && !isPartial,
    isSuccess: cobros.isSuccess,
    isError: cobros.isError,
    isFetching: cobros.isFetching,
    refetch: cobros.refetch,
  };
}
