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
