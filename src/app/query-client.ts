import { QueryClient } from '@tanstack/react-query';
import { toApiError } from '../lib/api-error';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; a flaky network might.
        retry: (failureCount, error) => {
          const status = toApiError(error).status;
          return failureCount < 2 && (status === null || status >= 500);
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
