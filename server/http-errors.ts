import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIELD_REQUIRED } from '../src/contract/messages';
import { GateFullError } from './concurrency-gate';
import { SECURITY_HEADERS } from './security-headers';

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
  required: FIELD_REQUIRED,
  busy: 'El servidor está ocupado. Intente de nuevo en unos segundos.',
  badUrl: 'La dirección solicitada no es válida.',
  headersTooLarge: 'Las cabeceras de la solicitud superan el tamaño máximo permitido.',
  hostRequired: 'Falta la cabecera Host de la solicitud.',
  requestTimeout: 'La solicitud tardó demasiado en llegar. Intente de nuevo.',
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
    if (error instanceof GateFullError) {
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

/**
 * fastify's `frameworkErrors`: a URL the router cannot decode. Answered before any hook runs, so the
 * security headers are set here; the URL is never echoed back.
 */
export function frameworkErrorHandler(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.code(400).headers(SECURITY_HEADERS).send({ detail: MESSAGES.badUrl });
}

/**
 * fastify's `clientErrorHandler`: Node's HTTP parser refused the request (headers over
 * `maxHeaderSize`, a malformed request line) before fastify saw it, so the answer is written on
 * the socket by hand, in the API's shape.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['431 Request Header Fields Too Large', MESSAGES.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['408 Request Timeout', MESSAGES.requestTimeout]
        : ['400 Bad Request', MESSAGES.badRequest];
  const body = JSON.stringify({ detail });
  const head = [
    `HTTP/1.1 ${status}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}
