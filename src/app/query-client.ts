import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toApiError } from '../lib/api-error';
import { noteQueryAnswer } from '../lib/omitted-items';
import { isMesCerrado } from '../lib/queries/cierres';
import { queryKeys } from '../lib/query-keys';

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    // Counts what each list answer left out, for the list pages' one warning.
    queryCache: new QueryCache({ onSuccess: noteQueryAnswer }),
    mutationCache: new MutationCache({
      // Any write may change a summary (the server drops its own copy on any write). Not awaited:
      // the write is done; the summaries reload behind the screen's figures.
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: queryKeys.resumenes.all });
      },
      // A write refused by a month closed since the screen read the closings: they are read again.
      onError: (error) => {
        if (isMesCerrado(error)) void client.invalidateQueries({ queryKey: queryKeys.cierres.all });
      },
    }),
    defaultOptions: {
      queries: {
        // A 4xx or a malformed answer will not change by asking again; a flaky network might.
        retry: (failureCount, error) => {
          const { status, kind } = toApiError(error);
          const transient =
            kind === 'no-response' || kind === 'timeout' || (status !== null && status >= 500);
          return failureCount < 2 && transient;
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
