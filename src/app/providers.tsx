import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { TOAST_AUTOCLOSE_MS } from '../domain/constants';
import { createQueryClient } from './query-client';
import { installSessionExpiry } from './session-expiry';
import { InactivityGuard } from './inactivity-guard';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => installSessionExpiry(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <InactivityGuard>{children}</InactivityGuard>
      <ToastContainer position="top-right" autoClose={TOAST_AUTOCLOSE_MS} newestOnTop theme="colored" />
    </QueryClientProvider>
  );
}
