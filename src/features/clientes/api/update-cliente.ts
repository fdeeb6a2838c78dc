import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ClienteRequest } from '../../../contract/cliente';
import { queryKeys } from '../../../lib/query-keys';

export async function updateCliente({ id, body }: { id: number; body: ClienteRequest }): Promise<void> {
  await apiClient.put(`update_client/${id}/`, body);
}

export function useUpdateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCliente,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clientes.all }),
  });
}
