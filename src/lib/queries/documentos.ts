import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Documento } from '../../contract/documento';
import { getLargeList } from '../list-worker/large-list';
import { LARGE_LIST_QUERY } from './large-list-query';
import { queryKeys } from '../query-keys';

/** Every document query starts with this, so one invalidation refreshes the list and the details. */

export function getDocumentos({ signal }: { signal?: AbortSignal } = {}): Promise<Documento[]> {
  // Large at scale (list-readers.ts): fetched, parsed and checked in a worker.
  return getLargeList('documento', { signal });
}

export const documentosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.documentos.list(), queryFn: getDocumentos, ...LARGE_LIST_QUERY });

export function useDocumentos() {
  return useQuery(documentosQueryOptions());
}
