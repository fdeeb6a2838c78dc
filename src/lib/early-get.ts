import { apiUrl } from './api-base';
import { getToken } from './session';

/**
 * A page's small GETs started from the entry with its code (app/preload-route.ts), as its large
 * lists are (list-host.ts): on a cold load the request no longer waits for the page's chunks,
 * React's render and the query layer (issue 12). Measured on 'Historial' at the large seed, its
 * two lists left 740 ms after navigation, 190 ms after the page's code had arrived.
 *
 * The first apiGet of the same path and token takes the answer, once (api-client.ts); anything but
 * a 2xx JSON answer is dropped, and that apiGet sends its own request, so every failure is reported
 * by the client exactly as without this.
 */
export const EARLY_GET_PATHS = {
  clientes: 'list_client/',
  historialPago: 'listar_historial_pago/',
} as const;

export type EarlyGetPath = (typeof EARLY_GET_PATHS)[keyof typeof EARLY_GET_PATHS];

type EarlyGet = {
  token: string | null;
  data: Promise<{ data: unknown } | null>;
  expiry: ReturnType<typeof setTimeout>;
};

/** Long enough for a slow first load to reach the page; short enough never to serve a stale list. */
const EARLY_GET_TTL_MS = 15_000;
const early = new Map<string, EarlyGet>();

async function answerOf(response: Response): Promise<{ data: unknown } | null> {
  if (!response.ok) return null;
  try {
    return { data: JSON.parse(await response.text()) as unknown };
  } catch {
    return null;
  }
}

export function prefetchGet(path: EarlyGetPath): void {
  if (early.has(path)) return;
  const token = getToken();
  const data = fetch(apiUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    .then(answerOf)
    .catch(() => null);
  const expiry = setTimeout(() => early.delete(path), EARLY_GET_TTL_MS);
  early.set(path, { token, data, expiry });
}

/** The early answer of this path for the current token, once; null when there is none to take. */
export function takeEarlyGet(path: string): Promise<{ data: unknown } | null> | null {
  const found = early.get(path);
  if (!found) return null;
  early.delete(path);
  clearTimeout(found.expiry);
  return found.token === getToken() ? found.data : null;
}
