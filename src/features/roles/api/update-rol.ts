import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { UpdateRolRequest } from '../../../contract/usuario';
import { queryKeys } from '../../../lib/query-keys';

export async function updateRol(id: string, body: UpdateRolRequest): Promise<void> {
  await apiClient.put(`update_rol/${id}/`, body);
}

export function useUpdateRol(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRolRequest) => updateRol(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.usuarios.all }),
  });
}
