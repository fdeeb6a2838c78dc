import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { User } from '../../../contract/usuario';
import { queryKeys } from '../../../lib/query-keys';

type ToggleInput = { id: number; is_active: boolean };

export async function toggleUsuarioActive({ id, is_active }: ToggleInput): Promise<void> {
  await apiClient.patch(`usuario/${id}/`, { is_active });
}

export function useToggleUsuarioActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleUsuarioActive,
    onSuccess: (_data, { id, is_active }) => {
      // Spec section 4: the list updates locally instead of reloading.
      queryClient.setQueryData<User[]>(queryKeys.usuarios.list(), (users) =>
        users?.map((user) => (user.id === id ? { ...user, is_active } : user)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.usuarios.detail(id) });
    },
  });
}
