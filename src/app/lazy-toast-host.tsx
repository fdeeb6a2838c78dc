import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastContainerRequested, subscribeToastContainer } from '../lib/notify';

const ToastHost = lazy(() => import('./toast-host'));

/** Mounts the toast container the first time something asks for a toast. */
export function LazyToastHost() {
  const requested = useSyncExternalStore(subscribeToastContainer, isToastContainerRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
