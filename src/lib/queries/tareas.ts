import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { tareaListSchema, type Tarea } from '../../contract/finanzas';

/** `listar_tarea/`: the adjustments of every cobro estimado, read by every finance screen. */
export const tareasQueryKey = ['tareas', 'list'] as const;

export function getTareas(): Promise<Tarea[]> {
  return apiGet('listar_tarea/', tareaListSchema);
}

export const tareasQueryOptions = () => queryOptions({ queryKey: tareasQueryKey, queryFn: getTareas });

export function useTareas() {
  return useQuery(tareasQueryOptions());
}
