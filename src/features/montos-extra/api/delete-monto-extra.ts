import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { montosExtraQueryKey } from '../../../lib/queries/montos-extra';

export async function deleteMontoExtra(id: number): Promise<void> {
  // No trailing slash: the backend routes this one path without it (backend-notes).
  await apiClient.delete(`eliminar_monto_extra/${id}`);
}

export function useDeleteMontoExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMontoExtra,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: montosExtraQueryKey }),
  });
}
