import type { AxiosError } from 'axios';

/** Every failed call reaches the screens in this one shape (style.md, "The API client"). */
export type ApiError = {
  status: number | null;
  /** The server's own words, when it sent any; null means the screen's default applies. */
  message: string | null;
  fieldErrors: Record<string, string[]>;
  kind: 'http' | 'html500' | 'no-response' | 'timeout' | 'invalid-data' | 'unknown';
};

export const HTML_500_MESSAGE = 'Error interno del servidor (500) - Contacte al administrador';
export const NO_RESPONSE_MESSAGE = 'El servidor no respondió';
export const INVALID_DATA_MESSAGE = 'Formato de datos inválido';

const asText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function fieldErrorsOf(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (['detail', 'message', 'error', 'success'].includes(field)) continue;
    const messages = (Array.isArray(value) ? value : [value]).map(asText).filter((m): m is string => !!m);
    if (messages.length) errors[field] = messages;
  }
  return errors;
}

/** Reads the four error body shapes of backend-notes: detail, message, success:false+error, field dictionary. */
export function messageFromBody(body: unknown): {
  message: string | null;
  fieldErrors: Record<string, string[]>;
} {
  if (typeof body === 'string') return { message: null, fieldErrors: {} };
  if (Array.isArray(body))
    return { message: body.map(asText).filter(Boolean).join('\n') || null, fieldErrors: {} };
  if (!body || typeof body !== 'object') return { message: null, fieldErrors: {} };
  const record = body as Record<string, unknown>;
  const fieldErrors = fieldErrorsOf(record);
  const direct = asText(record.detail) ?? asText(record.message) ?? asText(record.error);
  if (direct) return { message: direct, fieldErrors };
  const joined = Object.entries(fieldErrors)
    .map(([field, messages]) =>
      field === 'non_field_errors' ? messages.join(' ') : `${field}: ${messages.join(' ')}`,
    )
    .join('\n');
  return { message: joined || null, fieldErrors };
}

export class InvalidDataError extends Error {
  constructor(detail?: string) {
    super(INVALID_DATA_MESSAGE);
    this.name = 'InvalidDataError';
    if (detail) this.cause = detail;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return !!value && typeof value === 'object' && 'kind' in value && 'fieldErrors' in value;
}

/** axios's own test (the flag it sets on its errors), without axios in the login screen's first load. */
function isAxiosError(error: unknown): error is AxiosError {
  return !!error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof InvalidDataError) {
    return { status: null, message: INVALID_DATA_MESSAGE, fieldErrors: {}, kind: 'invalid-data' };
  }
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return { status: null, message: NO_RESPONSE_MESSAGE, fieldErrors: {}, kind: 'timeout' };
    }
    if (!error.response) {
      return { status: null, message: NO_RESPONSE_MESSAGE, fieldErrors: {}, kind: 'no-response' };
    }
    const { status, data } = error.response;
    const looksHtml = typeof data === 'string' && /<\s*(!doctype|html)/i.test(data);
    if (status >= 500 && looksHtml) {
      return { status, message: HTML_500_MESSAGE, fieldErrors: {}, kind: 'html500' };
    }
    return { status, ...messageFromBody(data), kind: 'http' };
  }
  return { status: null, message: null, fieldErrors: {}, kind: 'unknown' };
}

/** The text to show: the server's message when it sent one, otherwise the screen's default from spec section 8. */
export function errorMessage(error: unknown, fallback: string): string {
  return toApiError(error).message ?? fallback;
}
