import { fetchWithToken } from '../early-store';
import type { ListRequest } from './stream-list';

/**
 * The GET of a large list, apart from the reader so the worker's first module holds only this: the
 * request leaves while the reader and its schemas are still being loaded (list-worker.ts).
 */
export const startListFetch = (request: ListRequest): Promise<Response> =>
  fetchWithToken(request.url, request.token);
