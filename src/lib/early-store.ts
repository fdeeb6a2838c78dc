/**
 * Answers a page's code started before the page asked for them (app/preload-route.ts: its large
 * lists, list-worker/list-host.ts, and its small GETs, early-get.ts). The first taker with the same
 * token takes each one, once. One nobody takes in time, or that another session finds, is dropped,
 * so none is ever served stale or to the wrong user.
 */

/** Long enough for a slow first load to reach the page that asked; short enough never to serve a stale answer. */
export const EARLY_TTL_MS = 15_000;

export type DropReason = 'expired' | 'other-session';

export class EarlyStore<K, V> {
  private readonly entries = new Map<
    K,
    { token: string | null; value: V; expiry: ReturnType<typeof setTimeout> }
  >();

  /** `drop` lets go of what a dropped value holds (a request under way). */
  constructor(private readonly drop: (value: V, reason: DropReason) => void = () => undefined) {}

  has(key: K): boolean {
    return this.entries.has(key);
  }

  put(key: K, token: string | null, value: V): void {
    const expiry = setTimeout(() => {
      if (this.entries.get(key)?.value !== value) return;
      this.entries.delete(key);
      this.drop(value, 'expired');
    }, EARLY_TTL_MS);
    this.entries.set(key, { token, value, expiry });
  }

  /** The value of this key for `token`, once; null when there is none to take. */
  take(key: K, token: string | null): V | null {
    const found = this.entries.get(key);
    if (!found) return null;
    this.entries.delete(key);
    clearTimeout(found.expiry);
    if (found.token === token) return found.value;
    this.drop(found.value, 'other-session');
    return null;
  }
}

/** A GET with the bearer token, as the API client sends it; for the calls made before axios loads. */
export const fetchWithToken = (url: string, token: string | null): Promise<Response> =>
  fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
