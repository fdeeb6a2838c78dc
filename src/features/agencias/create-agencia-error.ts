import { messageFromBody, toApiError } from '../../lib/api-error';

const CREATE_ERROR = 'Error al crear la agencia';

/**
 * Spec section 8: detail, else message, else every value of the error body joined by newlines
 * (the values alone, where the shared normaliser writes 'field: value'), else the default.
 */
export function createAgenciaErrorText(error: unknown): string {
  const { message, fieldErrors } = toApiError(error);
  const values = Object.values(fieldErrors).flat();
  // The normaliser only builds its 'field: value' text when the body had no detail or message.
  const fromFields = values.length > 0 && message === messageFromBody(fieldErrors).message;
  return fromFields ? values.join('\n') : (message ?? CREATE_ERROR);
}
