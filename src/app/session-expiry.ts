import { notify } from '../lib/notify';
import { setSessionExpiredHandler } from '../lib/session-expired';
import {
  SESSION_EXPIRED_MESSAGE,
  clearSession,
  getSessionSnapshot,
  msUntilExpiry,
  rememberReturnTo,
  subscribeSession,
} from '../lib/session';
const TOAST_ID = 'session-expired';

let pending = false;

function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

/**
 * The one reaction to an expired session, however many calls fail at once: remember where the
 * user was, clear the session, one toast, and the login screen.
 */
export function expireSession(delayMs = 0): void {
  if (pending) return;
  pending = true;
  notify.error(SESSION_EXPIRED_MESSAGE, { toastId: TOAST_ID });
  const finish = () => {
    rememberReturnTo(currentPath());
    clearSession();
    window.location.hash = '#/login';
    pending = false;
  };
  if (delayMs > 0) window.setTimeout(finish, delayMs);
  else finish();
}

let expiryTimer: number | undefined;

function scheduleTokenExpiry() {
  window.clearTimeout(expiryTimer);
  const ms = msUntilExpiry(getSessionSnapshot());
  // setTimeout overflows above ~24.8 days; such tokens are re-checked at the next session change.
  if (ms !== null && ms < 2 ** 31 - 1)
    expiryTimer = window.setTimeout(() => expireSession(), Math.max(ms, 0));
}

/** Wires the API client's 401 path and the token's `exp` to the same reaction. Call once at start. */
export function installSessionExpiry(): () => void {
  setSessionExpiredHandler(({ delayMs }) => expireSession(delayMs));
  scheduleTokenExpiry();
  const unsubscribe = subscribeSession(scheduleTokenExpiry);
  return () => {
    unsubscribe();
    window.clearTimeout(expiryTimer);
  };
}
