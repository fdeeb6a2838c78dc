import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterCierre } from './cierre-invalidation';

/** `DELETE ext/cierres/{id}/` `{motivo}` (SuperAdmin): reopens a worker's closed month. */
export async function reabrirCierre({ id, motivo }: { id: number; motivo: string }): Promise<void> {
  await apiClient.delete(`ext/cierres/${id}/`, { data: { motivo } });
}

export function useReabrirCierre() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reabrirCierre, onSuccess: () => invalidateAfterCierre(queryClient) });
}
