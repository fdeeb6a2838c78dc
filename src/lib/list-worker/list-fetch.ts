import { fetchWithToken } from '../early-store';
import type { ListRequest } from './stream-list';

/**
 * The GET of a large list as the API client would send it (the bearer token). Apart from the
 * reader so the worker's first module holds only this: the request leaves as soon as the worker
 * has the page's message, while the reader and its schemas (most of the worker's code) are still
 * being loaded and compiled (list-worker.ts).
 */
export const startListFetch = (request: ListRequest): Promise<Response> =>
  fetchWithToken(request.url, request.token);

export type NumberedRequest = { id: number } & ListRequest;

const NAME_PREFIX = 'listas:';

/** A worker's name carrying the requests it is to start with (list-host.ts). */
export const workerName = (requests: readonly NumberedRequest[]): string =>
  NAME_PREFIX + JSON.stringify(requests);

/** The requests a worker's name carries; none from any other name. */
export function requestsInName(name: string): NumberedRequest[] {
  if (!name.startsWith(NAME_PREFIX)) return [];
  try {
    const requests: unknown = JSON.parse(name.slice(NAME_PREFIX.length));
    return Array.isArray(requests) ? requests.filter(isNumberedRequest) : [];
  } catch {
    return [];
  }
}

function isNumberedRequest(value: unknown): value is NumberedRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { id, kind, url, token } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    typeof kind === 'string' &&
    typeof url === 'string' &&
    (token === null || typeof token === 'string')
  );
}
