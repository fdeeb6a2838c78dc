import { useMutation, useQueryClient } from '@tanstack/react-query';
import { montoExtraListSchema, pagoClienteResponseSchema } from '../../../contract/finanzas';
import { toCents } from '../../../domain/cents';
import { apiClient, apiGet, parseWith } from '../../../lib/api-client';
import { toApiError } from '../../../lib/api-error';
import { tieneCapacidad } from '../../../lib/capacidades';
import { queryKeys } from '../../../lib/query-keys';
import { createHistorialPago, type HistorialPagoBody } from './create-historial-pago';
import { putMontoExtraCliente } from './put-monto-extra-cliente';

/** The payment was refused and none of it stays recorded. */
export class PagoNoRegistrado extends Error {
  constructor(readonly reason: unknown) {
    super('Pago no registrado');
  }
}

/** The history entry was refused, and the extra amount written just before it could not be undone. */
export class PagoSinDeshacer extends Error {
  constructor(
    readonly reason: unknown,
    readonly undoReason: unknown,
  ) {
    super('Monto extra sin deshacer');
  }
}

/** A refusal the server answered says nothing was written; a lost answer says nothing either way. */
const answered = (error: unknown) => toApiError(error).status !== null;

/** `POST ext/pagos_cliente/` (extension `pago_atomico`): both rows in one transaction. */
async function postPagoCliente(body: HistorialPagoBody) {
  const response = await apiClient.post<unknown>('ext/pagos_cliente/', body);
  return parseWith(pagoClienteResponseSchema, response.data);
}

/**
 * The extra amount the PUT just wrote: its answer's id when it sends the row (the reference
 * server does), else the newest of that client and amount in listar_monto_extra/ (read fresh,
 * never an answer started with the page).
 */
async function writtenMontoExtraId(putAnswerId: number | null, body: HistorialPagoBody): Promise<number> {
  if (putAnswerId !== null) return putAnswerId;
  const montos = await apiGet('listar_monto_extra/', montoExtraListSchema, {});
  const mine = montos.filter(
    (monto) => monto.cliente === body.cliente && toCents(monto.monto) === toCents(body.monto),
  );
  if (mine.length === 0) throw new Error('No se encontró el monto extra recién registrado');
  return Math.max(...mine.map((monto) => monto.id));
}

/**
 * 'Registrar Pago' (spec section 7). With `pago_atomico`, one call. Without it, the spec's two
 * calls in that order (the server links the history entry to the extra amount written just
 * before); when the second is refused, the first is undone, so the money is never counted as
 * paid without its entry in Historial, and a retry does not count it twice.
 */
export async function registrarPago(body: HistorialPagoBody) {
  if (await tieneCapacidad('pago_atomico')) {
    try {
      await postPagoCliente(body);
    } catch (error) {
      throw answered(error) ? new PagoNoRegistrado(error) : error;
    }
    return;
  }
  let putAnswerId: number | null;
  try {
    putAnswerId = await putMontoExtraCliente({ clienteId: body.cliente, monto: body.monto });
  } catch (error) {
    throw answered(error) ? new PagoNoRegistrado(error) : error;
  }
  try {
    await createHistorialPago(body);
  } catch (error) {
    try {
      const id = await writtenMontoExtraId(putAnswerId, body);
      // No trailing slash: the backend routes this one path without it (backend-notes).
      await apiClient.delete(`eliminar_monto_extra/${id}`);
    } catch (undoError) {
      throw new PagoSinDeshacer(error, undoError);
    }
    throw new PagoNoRegistrado(error);
  }
}

export function useRegistrarPago() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarPago,
    // Reloaded on failure too: an extra amount may stay written when its undo failed.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.montosExtra.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.historialPago.all }),
      ]),
  });
}
