import { queryKeys } from '../../../lib/query-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createHistorialPago, type HistorialPagoBody } from './create-historial-pago';
import { putMontoExtraCliente } from './put-monto-extra-cliente';

/**
 * 'Registrar Pago' (spec section 7): the extra amount, then the history entry, then a reload of
 * what they change. The two calls run in that order because the server links the history entry
 * to the extra amount written just before it.
 */
export async function registrarPago(body: HistorialPagoBody) {
  await putMontoExtraCliente({ clienteId: body.cliente, monto: body.monto });
  await createHistorialPago(body);
}

export function useRegistrarPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarPago,
    // Reloaded on failure too: the extra amount may be written when only the history entry failed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.montosExtra.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.historialPago.all }),
      ]),
  });
}
