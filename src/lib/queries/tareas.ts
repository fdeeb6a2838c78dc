import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { tareaListSchema, type Tarea } from '../../contract/finanzas';
import { queryKeys } from '../query-keys';

/** `listar_tarea/`: the adjustments of every cobro estimado, read by every finance screen. */

export function getTareas(): Promise<Tarea[]> {
  return apiGet('listar_tarea/', tareaListSchema);
}

export const tareasQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.tareas.list(), queryFn: getTareas });

export function useTareas() {
  return useQuery(tareasQueryOptions());
}
