import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CrearAgenciaRequest } from '../../../contract/agencia';
import { queryKeys } from '../../../lib/query-keys';

export async function createAgencia(body: CrearAgenciaRequest): Promise<void> {
  await apiClient.post('crear_agencia/', body);
}

export function useCreateAgencia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAgencia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.agencias.all }),
  });
}
