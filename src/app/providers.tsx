import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { getSessionSnapshot, subscribeSession } from '../lib/session';
import { installSessionExpiry } from './session-expiry';
import { verifyStoredSession } from './verify-session';
import { InactivityGuard } from './inactivity-guard';
import { LazyToastHost } from './lazy-toast-host';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => {
    const uninstall = installSessionExpiry();
    // After the 401 handler is in place, so that an answer of 401 ends the session the usual way.
    verifyStoredSession();
    return uninstall;
  }, []);
  // Another user may sign in without a reload (after an expiry): nothing cached may outlive its session.
  useEffect(
    () =>
      subscribeSession(() => {
        if (getSessionSnapshot().status !== 'valid') queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <InactivityGuard>{children}</InactivityGuard>
      <LazyToastHost />
    </QueryClientProvider>
  );
}
