import { useEffect } from 'react';
import { notify } from '../lib/notify';

/** The part of a TanStack query (or mutation) that says it failed, and when. */
export type FailingQuery = { isError: boolean; errorUpdatedAt?: number; failureCount?: number };

/**
 * Shows `message` as an error toast, through the app's one toast mechanism, each time one of the
 * queries fails (again). The toast id defaults to the message, so a screen shows each message at
 * most once, and notify's rule keeps one toast on screen.
 */
export function useErrorToast(
  queries: FailingQuery | readonly FailingQuery[],
  message: string,
  toastId: string = message,
): void {
  const list: readonly FailingQuery[] = Array.isArray(queries) ? queries : [queries as FailingQuery];
  const failed = list.some((query) => query.isError);
  // A retry that fails again changes errorUpdatedAt, so the user hears about it again.
  const stamp = list.map((query) => query.errorUpdatedAt ?? 0).join(',');
  useEffect(() => {
    if (failed) notify.error(message, { toastId });
  }, [failed, stamp, message, toastId]);
}
