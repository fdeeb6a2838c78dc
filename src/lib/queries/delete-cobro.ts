import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { queryKeys } from '../query-keys';

export async function deleteCobro(id: number): Promise<void> {
  await apiClient.delete(`eliminar_cobro/${id}/`);
}

export function useDeleteCobro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCobro,
    onSuccess: (_answer, id) => {
      // Everything but the deleted cobro's own detail: asking for it again would only answer 404
      // on the screen that is leaving it.
      const deleted = queryKeys.cobros.detail(id);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.cobros.all,
        predicate: (query) => deleted.some((part, index) => query.queryKey[index] !== part),
      });
    },
  });
}
