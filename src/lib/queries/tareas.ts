import { queryOptions } from '@tanstack/react-query';
import type { Tarea } from '../../contract/finanzas';
import { getLargeList } from '../list-worker/large-list';
import { LARGE_LIST_QUERY } from './large-list-query';
import { queryKeys } from '../query-keys';

/** `listar_tarea/`: the adjustments of every cobro estimado, read by every finance screen. */

export function getTareas({ signal }: { signal?: AbortSignal } = {}): Promise<Tarea[]> {
  // Large at scale (list-readers.ts): fetched, parsed and checked in a worker.
  return getLargeList('tarea', { signal });
}

export const tareasQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tareas.list(), queryFn: getTareas, ...LARGE_LIST_QUERY });
