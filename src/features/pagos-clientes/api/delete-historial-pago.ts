import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { historialPagoQueryKey } from '../../../lib/queries/historial-pago';
import { montosExtraQueryKey } from '../../../lib/queries/montos-extra';

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
        queryClient.invalidateQueries({ queryKey: historialPagoQueryKey }),
        queryClient.invalidateQueries({ queryKey: montosExtraQueryKey }),
      ]),
  });
}
