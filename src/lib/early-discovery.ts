import { apiUrl } from './api-base';
import { fetchWithToken } from './early-store';
import { getToken } from './session';

/**
 * The session's extension discovery (`GET ext/capacidades/`) started from the entry with a stored
 * session (app/preload-route.ts), before the API client and the page's code have loaded: on a cold
 * load every screen built on a summary waits for it, and through axios it left only after the
 * client's chunk had arrived. capacidades.ts takes this answer instead of asking again, so the
 * backend is still asked once per session; anything but a 2xx JSON answer is null, which means
 * no extensions there too.
 */

export type DiscoveryAnswer = { data: unknown } | null;

let pending: { token: string; answer: Promise<DiscoveryAnswer> } | null = null;

async function answerOf(response: Response): Promise<DiscoveryAnswer> {
  if (!response.ok) return null;
  try {
    return { data: JSON.parse(await response.text()) as unknown };
  } catch {
    return null;
  }
}

/** Starts the discovery for the stored session unless it already has; its answer. */
export function startEarlyDiscovery(): Promise<DiscoveryAnswer> {
  const token = getToken();
  if (!token) return Promise.resolve(null);
  if (pending?.token !== token)
    pending = {
      token,
      answer: fetchWithToken(apiUrl('ext/capacidades/'), token)
        .then(answerOf)
        .catch(() => null),
    };
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
