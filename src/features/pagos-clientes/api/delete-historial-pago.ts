import { queryKeys } from '../../../lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `DELETE eliminar_historial_pago/{id}/`; the server removes the payment's extra amount with it. */
export async function deleteHistorialPago(id: number) {
  await apiClient.delete(`eliminar_historial_pago/${id}/`);
}

export function useDeleteHistorialPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistorialPago,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.historialPago.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.montosExtra.all }),
      ]),
  });
}
