import type { ToastOptions } from 'react-toastify';
import { DOCUMENT_EDIT_REDIRECT_MS, PASSWORD_REDIRECT_MS, SUCCESS_REDIRECT_MS } from './timings';

/**
 * Every toast of the app goes through here. react-toastify (10 kB gzipped) and its container load
 * with the first toast, not with the login screen.
 */
type ToastModule = typeof import('react-toastify');

let toastModule: Promise<ToastModule> | null = null;
let containerReady: Promise<void> | null = null;
let markContainerReady: () => void = () => {};
const listeners = new Set<() => void>();
let lastShownAt = Number.NEGATIVE_INFINITY;

/**
 * A toast younger than this survives a route change: it announces the save that the app's own
 * redirect (after at most the longest redirect delay) leads away from.
 */
export const TOAST_NAVIGATION_GRACE_MS =
  Math.max(SUCCESS_REDIRECT_MS, PASSWORD_REDIRECT_MS, DOCUMENT_EDIT_REDIRECT_MS) + 500;

export function subscribeToastContainer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isToastContainerRequested(): boolean {
  return containerReady !== null;
}

/** Called by the container once mounted, so that no toast is sent before it can be shown. */
export function toastContainerMounted(): void {
  markContainerReady();
}

function ensureContainer(): Promise<void> {
  if (!containerReady) {
    containerReady = new Promise((resolve) => {
      markContainerReady = resolve;
    });
    listeners.forEach((listener) => listener());
  }
  return containerReady;
}

async function show(kind: 'success' | 'error' | 'info' | 'warning', message: string, options?: ToastOptions) {
  // Stamped when asked for, not when drawn: a redirect right after notify() must find it fresh.
  lastShownAt = performance.now();
  toastModule ??= import('react-toastify');
  const [{ toast }] = await Promise.all([toastModule, ensureContainer()]);
  // Spec section 9: at most one toast on screen; the newest replaces the one showing, so a
  // burst of failures never stacks up or makes the user wait for stale messages.
  const toastId = toastIdFor(kind, message, options?.toastId);
  if (!toastId || !toast.isActive(toastId)) toast.dismiss();
  toast[kind](message, { ...options, toastId });
}

/**
 * A caller's toastId keeps one message from showing twice (a load error announced again on
 * re-render). react-toastify drops any toast whose id is on screen, so the id is the caller's
 * plus the message: a different message under the same id (a discount right after a bonus)
 * replaces the one showing instead of being lost.
 */
function toastIdFor(kind: string, message: string, callerId: ToastOptions['toastId']): string | undefined {
  return callerId === undefined ? undefined : `${String(callerId)}|${kind}|${message}`;
}

/**
 * Called on every route change: a toast belongs to the page it was shown on, so it must not
 * follow the user to the next one and cover its buttons.
 */
export function dismissToastsOnNavigation(): void {
  const isStale = () => performance.now() - lastShownAt >= TOAST_NAVIGATION_GRACE_MS;
  if (!toastModule || !isStale()) return;
  void toastModule.then(({ toast }) => {
    if (isStale()) toast.dismiss();
  });
}

export const notify = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
  warning: (message: string, options?: ToastOptions) => void show('warning', message, options),
};
