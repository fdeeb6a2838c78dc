import { AxiosError } from 'axios';
import { InvalidDataError } from '../lib/api-error';
import { createQueryClient } from './query-client';
import { httpError } from '../test/http-errors';

const retry = createQueryClient().getDefaultOptions().queries?.retry as (
  failureCount: number,
  error: unknown,
) => boolean;

describe('the app query client: which failed reads are asked again', () => {
  it.each([
    ['a 500', httpError(500)],
    ['a 503', httpError(503)],
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK')],
    ['a timeout', new AxiosError('timeout of 30000ms exceeded', 'ECONNABORTED')],
  ])('%s: twice more, then the error shows', (_case, error) => {
    expect([0, 1, 2].map((count) => retry(count, error))).toEqual([true, true, false]);
  });

  it.each([
    ['a 400', httpError(400)],
    ['a 403', httpError(403)],
    ['a 404', httpError(404)],
    ['a malformed answer', new InvalidDataError('x')],
  ])('%s: never, asking again gives the same answer', (_case, error) => {
    expect(retry(0, error)).toBe(false);
  });

  it('writes are never repeated on their own', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});
