import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { COBROS_KEY } from '../../../lib/queries/cobros';

export async function deleteCobro(id: number): Promise<void> {
  await apiClient.delete(`eliminar_cobro/${id}/`);
}

export function useDeleteCobro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCobro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COBROS_KEY }),
  });
}
