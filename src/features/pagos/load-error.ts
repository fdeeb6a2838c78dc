import { toApiError } from '../../lib/api-error';

/** The payments screens' load errors (spec section 8, 'Payments'). */
export const PAGOS_ERRORS = {
  invalidData: 'Formato de datos inválido',
  load: 'Error al cargar los datos',
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
