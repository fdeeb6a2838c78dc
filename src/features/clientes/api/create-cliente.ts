import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ClienteRequest } from '../../../contract/cliente';
import { queryKeys } from '../../../lib/query-keys';

export async function createCliente(body: ClienteRequest): Promise<void> {
  await apiClient.post('create_client/', body);
}

export function useCreateCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCliente,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clientes.all }),
  });
}
