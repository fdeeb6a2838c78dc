import type { ToastOptions } from 'react-toastify';

/**
 * Every toast of the app goes through here. react-toastify (10 kB gzipped) and its container load
 * with the first toast, not with the login screen.
 */
type ToastModule = typeof import('react-toastify');

let toastModule: Promise<ToastModule> | null = null;
let containerReady: Promise<void> | null = null;
let markContainerReady: () => void = () => {};
const listeners = new Set<() => void>();

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
  toastModule ??= import('react-toastify');
  const [{ toast }] = await Promise.all([toastModule, ensureContainer()]);
  // Spec section 9: at most one toast on screen; the newest replaces the one showing, so a
  // burst of failures never stacks up or makes the user wait for stale messages.
  if (!options?.toastId || !toast.isActive(options.toastId)) toast.dismiss();
  toast[kind](message, options);
}

export const notify = {
  success: (message: string, options?: ToastOptions) => void show('success', message, options),
  error: (message: string, options?: ToastOptions) => void show('error', message, options),
  info: (message: string, options?: ToastOptions) => void show('info', message, options),
  warning: (message: string, options?: ToastOptions) => void show('warning', message, options),
};
