import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { idempotenciaQueries, type StoredAnswer } from './db/idempotencia-queries';
import { HttpError } from './http-errors';
import { secureRoute, type AuthedRequest, type SecuredEndpointKey } from './permissions';

/**
 * The `idempotencia` extension (shared/extensions.md): a creating POST sent with an
 * `Idempotency-Key` header that its user already used within 24 h replays the first answer
 * (status and body) and writes nothing. The stored answer is written in the same transaction as
 * the create, and nothing awaits between the look-up and that transaction, so two identical
 * requests at the same moment cannot both write: the SQLite driver is synchronous and the second
 * finds the first's answer.
 *
 * Only a 2xx answer is kept: a refused request wrote nothing, and sending it again is decided
 * afresh (the refusal may no longer hold once the user fixed what it named).
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_MAX = 200;
/** Marks a replayed answer, so a client (and a test) can tell it from a fresh one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

export const IDEMPOTENCIA_MESSAGES = {
  claveInvalida: `La clave de idempotencia (Idempotency-Key) debe tener entre 1 y ${IDEMPOTENCY_KEY_MAX} caracteres visibles`,
  claveReusada:
    'La clave de idempotencia ya se usó para otra solicitud (otra ruta o con otros datos); genere una clave nueva',
} as const;

/** Object keys sorted, so the same body sent with its fields in another order is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a key is bound to: the endpoint and a digest of the body it first came with. */
function fingerprint(key: SecuredEndpointKey, body: unknown): string {
  return `${key} ${createHash('sha256')
    .update(canonical(body ?? null))
    .digest('base64url')}`;
}

/** The header's key, null without one; a present but unusable one is a 400. */
function requestKey(request: AuthedRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const clave = Array.isArray(raw) ? raw.join(',') : raw;
  if (clave.length === 0 || clave.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(clave)) {
    throw new HttpError(400, { detail: IDEMPOTENCIA_MESSAGES.claveInvalida });
  }
  return clave;
}

/**
 * A create that takes an Idempotency-Key. `prepare` is the slow, asynchronous part (a password
 * hash) that must not sit between the look-up and the write; `create` is synchronous and runs
 * inside the transaction that stores its answer.
 */
export function idempotentRoute<P = undefined>(
  app: FastifyInstance,
  key: SecuredEndpointKey,
  handler: {
    prepare?: (request: AuthedRequest) => Promise<P>;
    create: (request: AuthedRequest, reply: FastifyReply, prepared: P) => unknown;
  },
): void {
  const { db, now } = app.deps;
  const answers = idempotenciaQueries(db);

  const earlier = (request: AuthedRequest, clave: string, ruta: string): StoredAnswer | undefined => {
    const cutoff = new Date(now().getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    const stored = answers.find(request.user.id, clave, cutoff);
    if (stored && stored.ruta !== ruta)
      throw new HttpError(422, { detail: IDEMPOTENCIA_MESSAGES.claveReusada });
    return stored;
  };

  const replay = (reply: FastifyReply, stored: StoredAnswer) =>
    reply
      .code(stored.estado)
      .header(REPLAYED_HEADER, 'true')
      .type('application/json; charset=utf-8')
      .send(stored.respuesta);

  secureRoute(app, key, async (request, reply) => {
    const clave = requestKey(request);
    if (clave === null) {
      const prepared = handler.prepare ? await handler.prepare(request) : (undefined as P);
      return handler.create(request, reply, prepared);
    }
    const ruta = fingerprint(key, request.body);
    // Before the slow part too, so a replay does not pay for it (nor fail on what it created).
    const before = handler.prepare ? earlier(request, clave, ruta) : undefined;
    if (before) return replay(reply, before);
    const prepared = handler.prepare ? await handler.prepare(request) : (undefined as P);
    const outcome = db.transaction((): { replayed: StoredAnswer } | { status: number; body: unknown } => {
      const stored = earlier(request, clave, ruta);
      if (stored) return { replayed: stored };
      const answer = captureAnswer(reply, () => handler.create(request, reply, prepared));
      if (answer.status >= 200 && answer.status < 300) {
        const at = now();
        answers.prune(new Date(at.getTime() - IDEMPOTENCY_TTL_MS).toISOString());
        answers.store(
          request.user.id,
          clave,
          { ruta, estado: answer.status, respuesta: JSON.stringify(answer.body) },
          at.toISOString(),
        );
      }
      return answer;
    })();
    if ('replayed' in outcome) return replay(reply, outcome.replayed);
    return reply.code(outcome.status).send(outcome.body);
  });
}

/**
 * Runs a handler written as usual (`reply.code(201).send(x)` or returning x) without sending,
 * so its answer can be stored before it leaves.
 */
function captureAnswer(reply: FastifyReply, run: () => unknown): { status: number; body: unknown } {
  let sent: { body: unknown } | null = null;
  const own = reply as FastifyReply & { send: FastifyReply['send'] };
  own.send = ((body: unknown) => {
    sent = { body };
    return reply;
  }) as FastifyReply['send'];
  let returned: unknown;
  try {
    returned = run();
  } finally {
    delete (own as Partial<FastifyReply>).send;
  }
  if (returned instanceof Promise) throw new Error('Un alta idempotente debe ser síncrona');
  const captured = sent as { body: unknown } | null;
  return { status: reply.statusCode, body: captured ? captured.body : returned };
}
