import { formatMoney } from '../../domain/format';
import { errorMessage } from '../../lib/api-error';
import { UNKNOWN_ERROR } from '../../lib/messages';
import { PagoNoRegistrado, PagoSinDeshacer } from './api/registrar-pago';

/** Spec section 8's prefix; what follows says whether anything stayed recorded. */
export const REGISTRAR_PAGO_FAILURE = 'No se pudo aplicar el pago: ';
export const NADA_REGISTRADO = 'No se registró nada; puede corregir los datos e intentarlo de nuevo.';
export const montoSinDeshacer = (monto: string, why: string) =>
  `El monto extra de ${monto} quedó registrado sin su pago en Historial y no se pudo deshacer (${why}): corríjalo o elimínelo en Montos Extra.`;

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const reasonOf = (error: unknown) => sentence(errorMessage(error, UNKNOWN_ERROR));

/** The alert of a failed 'Registrar Pago', `monto` being the amount it tried to record. */
export function registrarPagoFailure(error: unknown, monto: number): string {
  if (error instanceof PagoSinDeshacer) {
    const why = errorMessage(error.undoReason, UNKNOWN_ERROR).replace(/[.!?]$/, '');
    return `${REGISTRAR_PAGO_FAILURE}${reasonOf(error.reason)} ${montoSinDeshacer(formatMoney(monto), why)}`;
  }
  if (error instanceof PagoNoRegistrado)
    return `${REGISTRAR_PAGO_FAILURE}${reasonOf(error.reason)} ${NADA_REGISTRADO}`;
  // No answer came: whether the server wrote anything is not known, so nothing is claimed.
  return REGISTRAR_PAGO_FAILURE + errorMessage(error, UNKNOWN_ERROR);
}
