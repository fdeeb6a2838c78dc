import { apiUrl } from './api-base';
import { EarlyStore, fetchWithToken } from './early-store';
import { getToken } from './session';

/**
 * A page's small GETs started from the entry with its code (app/preload-route.ts), as its large
 * lists are (list-host.ts): on a cold load the request no longer waits for the page's chunks,
 * React's render and the query layer. Measured on 'Historial' at the large seed, its
 * two lists left 740 ms after navigation, 190 ms after the page's code had arrived.
 *
 * The first apiGet (or apiGetBytesOrJson) of the same path and token takes the answer, once
 * (api-client.ts); anything but a 2xx answer in JSON (or in bytes, for apiGetBytesOrJson) is
 * dropped, and that call sends its own request, so every failure is reported by the client
 * exactly as without this.
 */
export const EARLY_GET_PATHS = {
  clientes: 'list_client/',
  historialPago: 'listar_historial_pago/',
  montosExtra: 'listar_monto_extra/',
  usuarios: 'usuario/',
} as const;

export type EarlyGetPath = (typeof EARLY_GET_PATHS)[keyof typeof EARLY_GET_PATHS];

const early = new EarlyStore<string, Promise<{ data: unknown } | null>>();

async function answerOf(response: Response): Promise<{ data: unknown } | null> {
  if (!response.ok) return null;
  // An answer in bytes (an extension's binary form) stays bytes, for apiGetBytesOrJson.
  if (response.headers.get('content-type')?.startsWith('application/octet-stream'))
    return { data: await response.arrayBuffer() };
  try {
    return { data: JSON.parse(await response.text()) as unknown };
  } catch {
    return null;
  }
}

/** `path` as the page's apiGet asks it: a fixed list, or an extension's answer with its query string. */
export function prefetchGet(path: string): void {
  if (early.has(path)) return;
  const token = getToken();
  early.put(
    path,
    token,
    fetchWithToken(apiUrl(path), token)
      .then(answerOf)
      .catch(() => null),
  );
}

/** The early answer of this path for the current token, once; null when there is none to take. */
export const takeEarlyGet = (path: string): Promise<{ data: unknown } | null> | null =>
  early.take(path, getToken());
