import { jwtDecode } from 'jwt-decode';
import type { TokenClaims } from '../contract/auth';

/**
 * The browser session (spec section 3). The keys are the ones the previous client used, so a
 * user's storage keeps working; `token` and `user` are legacy keys that logout must also remove.
 * localStorage (not sessionStorage) so that every tab shares one session and sees logouts.
 */
export const SESSION_KEYS = [
  'userID',
  'auth',
  'role',
  'username',
  'nombre',
  'apellido',
  'ID_user',
  'Dir',
  'phone',
  'subir_notas',
  'token',
  'user',
] as const;

export const SESSION_EXPIRED_MESSAGE = 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.';

const TOKEN_KEY = 'auth';
/** The session's extension discovery (early-discovery.ts): ends with the session. */
export const DISCOVERY_KEY = 'capacidades';
const RETURN_TO_KEY = 'returnTo';

export type SessionUser = {
  id: number | null;
  username: string;
  role: string | null;
  nombre: string;
  apellido: string;
  subirNotas: boolean;
};

export type SessionState =
  | { status: 'none' }
  | { status: 'invalid'; token: string }
  | { status: 'valid'; token: string; claims: TokenClaims; user: SessionUser };

/** An id claim: a number or, as simplejwt 5.5+ writes `user_id`, a string of digits. */
function idClaim(value: unknown): number | undefined | false {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return false;
}

/** A display-only claim: shown as text whatever its JSON type, never a reason to refuse a session. */
function textClaim(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Reads the claims by hand instead of with the contract's zod schema: this runs on the login
 * screen's first load, and zod alone would cost it 25 kB. The type still comes from the contract.
 * jwt-decode reads both payloads a backend may write: PyJWT's ASCII JSON with \uXXXX escapes and
 * raw UTF-8 (session.test.ts pins both). Display claims are tolerated in any type; a
 * role that is not a string reads as no role, which the guards send to /unauthorized. Only a
 * payload that is not an object, or an id that is no id at all, makes the token undecodable.
 */
export function decodeClaims(token: string): TokenClaims | null {
  let raw: unknown;
  try {
    raw = jwtDecode(token);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const claims = raw as Record<string, unknown>;
  const id = idClaim(claims.id);
  const userId = idClaim(claims.user_id);
  if (id === false || userId === false) return null;
  const exp = typeof claims.exp === 'string' ? Number(claims.exp) : claims.exp;
  return {
    rol_nombre: typeof claims.rol_nombre === 'string' ? claims.rol_nombre : null,
    id,
    user_id: userId,
    name: textClaim(claims.name),
    nombre: textClaim(claims.nombre),
    apellido: textClaim(claims.apellido),
    ID_user: textClaim(claims.ID_user) ?? null,
    Dir: textClaim(claims.Dir) ?? null,
    phone: textClaim(claims.phone) ?? null,
    subir_notas: claims.subir_notas === true || claims.subir_notas === 'true',
    // An `exp` that is no number cannot be trusted to end the session: the server's 401 will.
    exp: typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined,
  };
}

export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

function readState(): SessionState {
  const token = getToken();
  if (!token) return { status: 'none' };
  const claims = decodeClaims(token);
  if (!claims) return { status: 'invalid', token };
  if (isExpired(claims)) return { status: 'none' };
  return {
    status: 'valid',
    token,
    claims,
    user: {
      id: claims.id ?? claims.user_id ?? null,
      username: localStorage.getItem('username') ?? '',
      role: claims.rol_nombre ?? null,
      nombre: localStorage.getItem('nombre') ?? claims.nombre ?? claims.name ?? '',
      apellido: localStorage.getItem('apellido') ?? claims.apellido ?? '',
      subirNotas: claims.subir_notas === true,
    },
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: SessionState | null = null;

function emit() {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

/** Re-reads storage; for callers that changed it behind the session's back (tests, other tabs). */
export function refreshSession(): void {
  emit();
}

export function getSessionSnapshot(): SessionState {
  snapshot ??= readState();
  return snapshot;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes localStorage; re-read so this tab follows it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY) refreshSession();
  });
}

/** Stores the session after a successful login. Returns false when the token cannot be decoded. */
export function storeSession(token: string, username: string): boolean {
  const claims = decodeClaims(token);
  localStorage.removeItem(DISCOVERY_KEY);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem('username', username);
  if (claims) {
    const set = (key: string, value: unknown) => {
      if (value !== undefined && value !== null) localStorage.setItem(key, String(value));
    };
    set('userID', claims.id ?? claims.user_id);
    set('role', claims.rol_nombre);
    set('nombre', claims.nombre ?? claims.name);
    set('apellido', claims.apellido);
    set('ID_user', claims.ID_user);
    set('Dir', claims.Dir);
    set('phone', claims.phone);
    set('subir_notas', claims.subir_notas ?? false);
  }
  emit();
  return claims !== null;
}

/**
 * Start-up: a stored token that has expired or cannot be decoded is removed with every session
 * key, so that nothing of it is sent again and the next screen is a clean login.
 */
export function purgeStaleSession(now = Date.now()): void {
  const token = getToken();
  if (!token) return;
  const claims = decodeClaims(token);
  if (!claims || isExpired(claims, now)) clearSession();
}

export function clearSession(): void {
  SESSION_KEYS.forEach((key) => localStorage.removeItem(key));
  localStorage.removeItem(DISCOVERY_KEY);
  emit();
}

let endedOnPurpose = false;

/**
 * A deliberate logout: the session ends and nothing is remembered to return to, so whoever signs
 * in next on this tab starts at /home (the page reloads right after, resetting this flag).
 */
export function endSessionOnPurpose(): void {
  endedOnPurpose = true;
  sessionStorage.removeItem(RETURN_TO_KEY);
  clearSession();
}

/** The place to come back to after signing in again; per tab, so it survives the reload. */
export function rememberReturnTo(path: string): void {
  if (endedOnPurpose) return;
  if (path && !/^\/(login)?$/.test(path.split('?')[0])) sessionStorage.setItem(RETURN_TO_KEY, path);
}

export function takeReturnTo(): string | null {
  const value = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return value;
}

/** Milliseconds until the token's `exp`, or null when it has none. */
export function msUntilExpiry(state: SessionState, now = Date.now()): number | null {
  if (state.status !== 'valid' || typeof state.claims.exp !== 'number') return null;
  return state.claims.exp * 1000 - now;
}
