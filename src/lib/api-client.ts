import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { z } from 'zod';
import { API_BASE } from './api-base';
import { getToken } from './session';
import { takeEarlyGet } from './early-get';
import { InvalidDataError, toApiError, type ApiError } from './api-error';
import { reportSessionExpired } from './session-expired';

export { apiUrl, resolveApiBase } from './api-base';

export const apiClient = axios.create({
  baseURL: API_BASE,
  headers: { 'Content-Type': 'application/json' },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls whose 401 means "wrong credentials", not "session expired" (login). */
    skipSessionExpired?: boolean;
    /** Calls that must go without the bearer token whatever is stored (login). */
    anonymous?: boolean;
    /** Keep the screen for this long before leaving on a 401, so its message can be read. */
    sessionExpiredDelayMs?: number;
  }
}

apiClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token && !config.anonymous) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Every failed call ends here: the one session-expired reaction to a 401, then the ApiError shape. */
function failedCall(error: unknown): ApiError {
  const apiError = toApiError(error);
  const config = (error as { config?: AxiosRequestConfig }).config;
  if (apiError.status === 401 && !config?.skipSessionExpired && getToken()) {
    reportSessionExpired({ delayMs: config?.sessionExpiredDelayMs ?? 0 });
  }
  return apiError;
}

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => Promise.reject(failedCall(error)),
);

/**
 * A failed answer to a call made outside axios (the large lists' fetch in a Web Worker,
 * lib/list-worker), or null when none came: the same ApiError and 401 reaction as the client's.
 */
export function failedAnswer(answer: { status: number; body: string } | null): ApiError {
  if (!answer) return failedCall(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
  let data: unknown = answer.body;
  try {
    data = JSON.parse(answer.body);
  } catch {
    // An HTML or plain-text error page stays text, as axios leaves it.
  }
  const response = { status: answer.status, statusText: '', data, headers: {}, config: {} };
  return failedCall(
    new AxiosError(
      'Request failed',
      AxiosError.ERR_BAD_RESPONSE,
      undefined,
      undefined,
      response as AxiosResponse,
    ),
  );
}

/**
 * Validates a response at the boundary; a missing required field becomes 'Formato de datos inválido'.
 * `fast`, for a large answer, reads its canonical shape and answers undefined for anything else,
 * which the schema then decides.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  fast?: (data: unknown) => z.output<S> | undefined,
): z.output<S> {
  const read = fast?.(data);
  if (read !== undefined) return read;
  const result = schema.safeParse(data);
  if (!result.success) throw new InvalidDataError(result.error.message);
  return result.data;
}

export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  config?: AxiosRequestConfig,
  fast?: (data: unknown) => z.output<S> | undefined,
): Promise<z.output<S>> {
  // A GET the entry started for this page (early-get.ts), when it was answered with JSON; a
  // query's abort signal alone does not change what is asked.
  const plain = !config || Object.keys(config).every((key) => key === 'signal');
  const early = plain ? await takeEarlyGet(path) : null;
  if (early) return parseWith(schema, early.data, fast);
  const response = await apiClient.get<unknown>(path, config);
  return parseWith(schema, response.data, fast);
}

const BYTES_TYPE = 'application/octet-stream';

/** An answer read as bytes when the server sends bytes, and as JSON (or text) otherwise. */
function bytesOrJson(data: unknown, headers: { get?: (name: string) => unknown } | undefined): unknown {
  const type = String(headers?.get?.('content-type') ?? '');
  if (type.startsWith(BYTES_TYPE) || !(data instanceof ArrayBuffer)) return data;
  const text = new TextDecoder().decode(data);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A GET whose answer may come as bytes (`application/octet-stream`, an ArrayBuffer) or as JSON,
 * as the server chooses: for an extension's binary form that a server may not have. A failure is
 * the ApiError of any other call, its `{detail}` read as JSON.
 */
export async function apiGetBytesOrJson(
  path: string,
  signal?: AbortSignal,
): Promise<{ bytes: ArrayBuffer } | { json: unknown }> {
  const early = await takeEarlyGet(path);
  const data = early
    ? early.data
    : (
        await apiClient.get<unknown>(path, {
          signal,
          responseType: 'arraybuffer',
          // Also for error answers, whose {detail} the client reads.
          transformResponse: [bytesOrJson],
        })
      ).data;
  return data instanceof ArrayBuffer ? { bytes: data } : { json: data };
}

/**
 * The body of a DELETE's or a toggle's answer, as an object to read optional fields from. A 204
 * with no body, `{}`, `{detail}` and `{message}` all mean done, so nothing here fails.
 */
export function acknowledgementBody(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
