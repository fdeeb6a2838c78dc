import { queryKeys } from '../query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** `{cobro, tarea, sumar, restar}`: `cobro` is the cobro estimado; one of sumar/restar is 0. */
export type CrearTareaBody = { cobro: number; tarea: number; sumar: number; restar: number };

export async function createTarea(body: CrearTareaBody) {
  await apiClient.post('crear_tarea/', body);
}

export function useCreateTarea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTarea,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.tareas.all }),
  });
}
