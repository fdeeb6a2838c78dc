import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { tieneCapacidad } from './capacidades';
import { getSessionSnapshot, subscribeSession } from './session';

/**
 * The `idempotencia` extension: every create form's POST carries one Idempotency-Key per user
 * intent, so a retry after a lost answer, or a second click, replays the first answer instead of
 * writing twice. An intent is what the form sends: the same user sending the same body to the
 * same path again before it succeeded is a retry and keeps the key; a changed body is another
 * intent; after a success the same body is a new one (two equal payments on purpose). Done here,
 * once, for every form. Without the capability no header leaves the app: an unknown header on a
 * cross-origin request triggers a CORS preflight the real backend may refuse.
 */

/** The creating POSTs the server honours the key on (shared/extensions.md). */
export const IDEMPOTENT_POSTS: ReadonlySet<string> = new Set([
  'insertar_cobro/',
  'insertar_cobro_doble/',
  'historial_pago/',
  'crear_tarea/',
  'usuario/',
  'create_client/',
  'crear_agencia/',
  'ext/pagos_cliente/',
]);

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4; `crypto.randomUUID` exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The keys of intents not yet done, by path and body. */
const pending = new Map<string, string>();

function intentOf(config: InternalAxiosRequestConfig): string | null {
  if (config.method?.toLowerCase() !== 'post' || !config.url || !IDEMPOTENT_POSTS.has(config.url))
    return null;
  // Before the request axios still holds the object; after it, the JSON text it sent of it.
  const body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? null);
  return `${config.url} ${body}`;
}

let installed = false;

/** Adds the key to the client's creating POSTs; once, whoever asks. */
export function installIdempotencyKeys(client: AxiosInstance): void {
  if (installed) return;
  installed = true;
  client.interceptors.request.use(async (config) => {
    const intent = intentOf(config);
    if (intent === null || config.headers.has(IDEMPOTENCY_HEADER)) return config;
    if (!(await tieneCapacidad('idempotencia'))) return config;
    let key = pending.get(intent);
    if (!key) {
      key = newIdempotencyKey();
      pending.set(intent, key);
    }
    config.headers.set(IDEMPOTENCY_HEADER, key);
    return config;
  });
  client.interceptors.response.use((response) => {
    const intent = intentOf(response.config);
    if (intent !== null) pending.delete(intent);
    return response;
  });
  // Another user's retry is not this one's: what was pending goes with the session.
  subscribeSession(() => {
    if (getSessionSnapshot().status !== 'valid') pending.clear();
  });
}
