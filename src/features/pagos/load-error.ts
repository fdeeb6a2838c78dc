import { toApiError } from '../../lib/api-error';
import { INVALID_DATA } from '../../contract/messages';
import { LOAD_DATA_ERROR } from '../../lib/messages';

/** The payments screens' load errors (spec section 8, 'Payments'). */
export const PAGOS_ERRORS = {
  invalidData: INVALID_DATA,
  load: LOAD_DATA_ERROR,
  server: 'Error en la respuesta del servidor',
} as const;

/**
 * An answer that fails the contract is 'Formato de datos inválido'; a server that answered with
 * an error status is 'Error en la respuesta del servidor'; no answer at all is
 * 'Error al cargar los datos'.
 */
export function pagosLoadError(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.kind === 'invalid-data') return PAGOS_ERRORS.invalidData;
  if (apiError.status !== null) return PAGOS_ERRORS.server;
  return PAGOS_ERRORS.load;
}
