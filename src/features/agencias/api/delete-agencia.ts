import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteAgencia(id: number): Promise<void> {
  // No trailing slash: the backend routes this one path without it (backend-notes).
  await apiClient.delete(`eliminar_agencia/${id}`);
}

export function useDeleteAgencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAgencia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agencias.all }),
  });
}
