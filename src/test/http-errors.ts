import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** A failed axios call answered with `status` and `data`, as the API client rejects it. */
export function httpError(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('fallo', 'ERR_BAD_RESPONSE', config, null, response);
}
