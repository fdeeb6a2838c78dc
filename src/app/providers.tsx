import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { installSessionExpiry } from './session-expiry';
import { InactivityGuard } from './inactivity-guard';
import { LazyToastHost } from './lazy-toast-host';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => installSessionExpiry(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <InactivityGuard>{children}</InactivityGuard>
      <LazyToastHost />
    </QueryClientProvider>
  );
}
