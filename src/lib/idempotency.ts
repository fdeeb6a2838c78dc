import { useCallback, useState } from 'react';
import type { AxiosRequestConfig } from 'axios';
import { tieneCapacidad } from './capacidades';

/**
 * The `idempotencia` extension: a create form sends one Idempotency-Key per user intent, so a
 * retry after a lost answer (or a second click) replays the first answer instead of writing
 * twice. Without the capability no header leaves the app: an unknown header on a cross-origin
 * request triggers a CORS preflight the real backend may refuse.
 */

/** A random UUID v4; `crypto.randomUUID` exists only on secure origins, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request config that carries `key`, only when the backend offers the extension. */
export async function idempotencyConfig(key: string | undefined): Promise<AxiosRequestConfig | undefined> {
  if (!key || !(await tieneCapacidad('idempotencia'))) return undefined;
  return { headers: { 'Idempotency-Key': key } };
}

/**
 * One key per intent: it stays while `values` (what the form would send) stay the same, so a
 * retry reuses it; it changes when they change, and `renew` starts a new intent after a success
 * (the same values sent again on purpose are a new payment).
 */
export function useIdempotencyKey(values: unknown): { key: string; renew: () => void } {
  const fingerprint = JSON.stringify(values) ?? '';
  const [intent, setIntent] = useState(() => ({ fingerprint, key: newIdempotencyKey() }));
  const renew = useCallback(() => setIntent((current) => ({ ...current, key: newIdempotencyKey() })), []);
  if (intent.fingerprint !== fingerprint) {
    const next = { fingerprint, key: newIdempotencyKey() };
    setIntent(next);
    return { key: next.key, renew };
  }
  return { key: intent.key, renew };
}
