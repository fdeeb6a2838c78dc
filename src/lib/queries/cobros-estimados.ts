import { queryOptions } from '@tanstack/react-query';
import type { CobroEstimado } from '../../contract/finanzas';
import { getLargeList } from '../list-worker/large-list';
import { LARGE_LIST_QUERY } from './large-list-query';
import { queryKeys } from '../query-keys';

/** `listar_cobros_estimados/`, read by the SuperAdmin Home, 'Pagos de Clientes' and the comparison. */

export function getCobrosEstimados({ signal }: { signal?: AbortSignal } = {}): Promise<CobroEstimado[]> {
  // Large at scale (list-readers.ts): fetched, parsed and checked in a worker.
  return getLargeList('cobroEstimado', { signal });
}

export const cobrosEstimadosQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.cobrosEstimados.list(),
    queryFn: getCobrosEstimados,
    ...LARGE_LIST_QUERY,
  });
