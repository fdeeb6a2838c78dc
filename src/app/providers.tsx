import { useEffect, type ReactNode } from 'react';
import { installSessionExpiry } from './session-expiry';
import { verifyStoredSession } from './verify-session';
import { InactivityGuard } from './inactivity-guard';
import { LazyToastHost } from './lazy-toast-host';

/** The query client is not here: it comes with the signed-in pages (see query-layer). */
export function AppProviders({ children }: { children: ReactNode }) {
  useEffect(() => {
    const uninstall = installSessionExpiry();
    // After the 401 handler is in place, so that an answer of 401 ends the session the usual way.
    verifyStoredSession();
    return uninstall;
  }, []);
  return (
    <>
      <InactivityGuard>{children}</InactivityGuard>
      <LazyToastHost />
    </>
  );
}
