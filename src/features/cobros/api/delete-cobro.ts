import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function deleteCobro(id: number): Promise<void> {
  await apiClient.delete(`eliminar_cobro/${id}/`);
}

export function useDeleteCobro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCobro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cobros.all }),
  });
}
