import type { FastifyError, FastifyInstance } from 'fastify';
import { HashQueueFullError } from './auth/hash-gate';

/** Every error text the API sends outside a route's own messages, in the backend's Spanish (DRF). */
export const MESSAGES = {
  notAuthenticated: 'Las credenciales de autenticación no se proveyeron.',
  invalidToken: 'Token inválido o expirado',
  inactiveUser: 'Usuario inactivo. Contacte al administrador.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'No encontrado.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido',
  bodyTooLarge: 'El cuerpo de la solicitud supera el tamaño máximo permitido (1 MB).',
  unsupportedMediaType: 'Tipo de contenido no soportado. Envíe el cuerpo como application/json.',
  badRequest: 'Solicitud inválida.',
  internal: 'Error interno del servidor',
  required: 'Este campo es requerido.',
  busy: 'El servidor está ocupado. Intente de nuevo en unos segundos.',
} as const;

/** Thrown by routes and helpers; the error handler sends `body` with `statusCode` as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(`HTTP ${statusCode}`);
  }
}

export function notFound(detail: string = MESSAGES.notFound): HttpError {
  return new HttpError(404, { detail });
}

export function forbidden(): HttpError {
  return new HttpError(403, { detail: MESSAGES.forbidden });
}

export function unauthorized(detail: string): HttpError {
  return new HttpError(401, { detail });
}

/** Fastify's own request errors, answered in Spanish like the rest of the API. */
const FASTIFY_ERRORS: Readonly<Record<string, { status: number; detail: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: MESSAGES.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: MESSAGES.unsupportedMediaType },
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.body);
    // Password changes and user creation hash too, behind the same line as logins.
    if (error instanceof HashQueueFullError) {
      return reply.code(503).header('retry-after', '1').send({ detail: MESSAGES.busy });
    }
    const known = FASTIFY_ERRORS[error.code];
    if (known) return reply.code(known.status).send({ detail: known.detail });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ detail: MESSAGES.badRequest });
    request.log.error(error);
    return reply.code(500).send({ detail: MESSAGES.internal });
  });
}
