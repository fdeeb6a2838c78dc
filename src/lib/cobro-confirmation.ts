import { messageFromBody, type ApiError } from './api-error';

export const NO_CONFIRMATION_MESSAGE = 'No se recibió confirmación del servidor';

/**
 * The cobro writes answer `{success: true, ...}`; a `{success: false, error}` that arrives with a
 * 2xx is still a failure, and a 2xx with no body at all confirms nothing (spec section 5).
 */
export function requireConfirmation(status: number, body: unknown): void {
  if (body === '' || body == null) {
    const error: ApiError = {
      status,
      message: NO_CONFIRMATION_MESSAGE,
      fieldErrors: {},
      kind: 'invalid-data',
    };
    throw error;
  }
  if (typeof body === 'object' && (body as { success?: unknown }).success === false) {
    const error: ApiError = { status, ...messageFromBody(body), kind: 'http' };
    throw error;
  }
}
