import { apiUrl } from './api-base';
import { fetchWithToken } from './early-store';
import { DISCOVERY_KEY, getToken } from './session';

/**
 * The session's extension discovery (`GET ext/capacidades/`) started from the entry with a stored
 * session (app/preload-route.ts), before the API client and the page's code have loaded: on a cold
 * load every screen built on a summary waits for it, and through axios it left only after the
 * client's chunk had arrived. capacidades.ts takes this answer instead of asking again, so the
 * backend is still asked once per session; anything but a 2xx JSON answer is null, which means
 * no extensions there too.
 *
 * A definitive answer (a 2xx JSON body, or a 4xx: none) is kept beside the session's token, so a
 * reload or another tab of the same session reads it instead of asking again (a summary screen
 * opened cold then asks for its summary at once). It ends with the session (session.ts); a 5xx or
 * a failed request is asked again on the next load.
 */

export type DiscoveryAnswer = { data: unknown } | null;

let pending: { token: string; answer: Promise<DiscoveryAnswer> } | null = null;

/** A mark of the whole token, so a kept answer is never read for another session. */
function markOf(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++)
    hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193);
  return `${(hash >>> 0).toString(36)}.${token.length}`;
}

/** The answer kept for this session's token; undefined when none is. */
export function storedDiscovery(token: string): DiscoveryAnswer | undefined {
  try {
    const kept = JSON.parse(localStorage.getItem(DISCOVERY_KEY) ?? 'null') as {
      mark?: unknown;
      data?: unknown;
    } | null;
    if (kept?.mark !== markOf(token)) return undefined;
    return kept.data === null || kept.data === undefined ? null : { data: kept.data };
  } catch {
    return undefined;
  }
}

/** Keeps a definitive answer for `token`, unless the session changed while it was asked. */
export function storeDiscovery(token: string, answer: DiscoveryAnswer): void {
  if (getToken() !== token) return;
  try {
    localStorage.setItem(DISCOVERY_KEY, JSON.stringify({ mark: markOf(token), data: answer?.data ?? null }));
  } catch {
    // Storage full or refused: the next load asks again.
  }
}

async function answerOf(response: Response, token: string): Promise<DiscoveryAnswer> {
  if (!response.ok) {
    if (response.status < 500) storeDiscovery(token, null);
    return null;
  }
  try {
    const answer = { data: JSON.parse(await response.text()) as unknown };
    storeDiscovery(token, answer);
    return answer;
  } catch {
    return null;
  }
}

/** Starts the discovery for the stored session unless it already has; its answer. */
export function startEarlyDiscovery(): Promise<DiscoveryAnswer> {
  const token = getToken();
  if (!token) return Promise.resolve(null);
  if (pending?.token !== token) {
    const kept = storedDiscovery(token);
    pending = {
      token,
      answer:
        kept !== undefined
          ? Promise.resolve(kept)
          : fetchWithToken(apiUrl('ext/capacidades/'), token)
              .then((response) => answerOf(response, token))
              .catch(() => null),
    };
  }
  return pending.answer;
}

/** The early answer for this session's token, once; null when none was started for it. */
export function takeEarlyDiscovery(token: string): Promise<DiscoveryAnswer> | null {
  const found = pending;
  pending = null;
  return found?.token === token ? found.answer : null;
}

/** Whether an answer lists `name`, read without the contract's schema (kept out of the entry). */
export function listsCapacidad(answer: DiscoveryAnswer, name: string): boolean {
  const data = answer?.data;
  if (!data || typeof data !== 'object' || !('capacidades' in data)) return false;
  const { capacidades } = data as { capacidades: unknown };
  return Array.isArray(capacidades) && capacidades.includes(name);
}
