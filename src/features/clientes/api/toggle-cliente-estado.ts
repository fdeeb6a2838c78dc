import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledgementBody, apiClient } from '../../../lib/api-client';
import type { Cliente } from '../../../contract/cliente';
import { queryKeys } from '../../../lib/query-keys';

export async function toggleClienteEstado(cliente: Pick<Cliente, 'id' | 'estado'>): Promise<boolean> {
  // A DELETE that toggles, not removes (spec section 7).
  const response = await apiClient.delete<unknown>(`desactivate_activate_client/${cliente.id}/`);
  // The answer may name the new state; a 204, `{}`, `{detail}` or `{message}` still toggled it.
  const { estado } = acknowledgementBody(response.data);
  return typeof estado === 'boolean' ? estado : !cliente.estado;
}

/** Spec section 4: the badge and the button flip on success, without reloading the list. */
export function useToggleClienteEstado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleClienteEstado,
    onSuccess: (estado, cliente) => {
      queryClient.setQueryData<Cliente[]>(queryKeys.clientes.list(), (rows) =>
        rows?.map((row) => (row.id === cliente.id ? { ...row, estado } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.clientes.detail(cliente.id) });
    },
  });
}
