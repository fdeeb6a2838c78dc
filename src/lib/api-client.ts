import axios, { type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { getToken } from './session';
import { InvalidDataError, toApiError } from './api-error';
import { reportSessionExpired } from './session-expired';

/** Base URL of the backend: VITE_API_URL when set (e.g. https://host/api/), else this origin's /api/. */
export function resolveApiBase(configured: string | undefined): string {
  const base = configured?.trim() || '/api/';
  return base.endsWith('/') ? base : `${base}/`;
}

export const apiClient = axios.create({
  baseURL: resolveApiBase(import.meta.env.VITE_API_URL),
  headers: { 'Content-Type': 'application/json' },
});

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls whose 401 means "wrong credentials", not "session expired" (login). */
    skipSessionExpired?: boolean;
    /** Calls that must go without the bearer token whatever is stored (login, issue 9). */
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

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    const apiError = toApiError(error);
    const config = (error as { config?: AxiosRequestConfig }).config;
    if (apiError.status === 401 && !config?.skipSessionExpired && getToken()) {
      reportSessionExpired({ delayMs: config?.sessionExpiredDelayMs ?? 0 });
    }
    return Promise.reject(apiError);
  },
);

/** Validates a response at the boundary; a missing required field becomes 'Formato de datos inválido'. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new InvalidDataError(result.error.message);
  return result.data;
}

/** A GET whose body stays text, for the large lists parsed off the main thread (lib/list-worker). */
export async function apiGetText(path: string): Promise<string> {
  const response = await apiClient.get<string>(path, {
    responseType: 'text',
    // Only a success stays text: an error body is read as JSON, as toApiError expects it.
    transformResponse: (data: string, _headers, status?: number) => {
      if (status !== undefined && status >= 200 && status < 300) return data;
      try {
        return JSON.parse(data) as unknown;
      } catch {
        return data;
      }
    },
  });
  return response.data;
}

export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  config?: AxiosRequestConfig,
): Promise<z.output<S>> {
  const response = await apiClient.get<unknown>(path, config);
  return parseWith(schema, response.data);
}

/**
 * The body of a DELETE's or a toggle's answer, as an object to read optional fields from. A 204
 * with no body, `{}`, `{detail}` and `{message}` all mean done (issue 9), so nothing here fails.
 */
export function acknowledgementBody(data: unknown): Record<string, unknown> {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
}
