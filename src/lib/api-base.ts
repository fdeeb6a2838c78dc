/**
 * Where the backend is, without the API client: the large lists' worker (lib/list-worker) is
 * started from the entry, before axios has loaded.
 */

/** Base URL of the backend: VITE_API_URL when set (e.g. https://host/api/), else this origin's /api/. */
export function resolveApiBase(configured: string | undefined): string {
  const base = configured?.trim() || '/api/';
  return base.endsWith('/') ? base : `${base}/`;
}

export const API_BASE = resolveApiBase(import.meta.env.VITE_API_URL);

/** The absolute URL of an API path, as the client would request it. */
export function apiUrl(path: string): string {
  return new URL(path, new URL(API_BASE, window.location.href)).href;
}
