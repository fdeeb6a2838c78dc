import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { updateUserRequestSchema, type UpdateUserRequest } from '../../../contract/usuario';
import { queryKeys } from '../../../lib/query-keys';

export async function updateUsuario(id: string, body: UpdateUserRequest): Promise<void> {
  // The form's values still hold is_active; parsing drops it, as only PATCH usuario/{id}/ may change it.
  await apiClient.put(`update_user/${id}/`, updateUserRequestSchema.parse(body));
}

export function useUpdateUsuario(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => updateUsuario(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.usuarios.all }),
  });
}
