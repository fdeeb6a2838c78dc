import { useContext, type ComponentType } from 'react';
import {
  QueryClientContext,
  QueryClientProvider,
  type FetchQueryOptions,
  type QueryKey,
} from '@tanstack/react-query';
import { createQueryClient } from './query-client';
import { getSessionSnapshot, subscribeSession } from '../lib/session';
import { discoverCapacidades } from '../lib/capacidades';
import { apiClient } from '../lib/api-client';
import { installIdempotencyKeys } from '../lib/idempotency';

/**
 * The app's one query client. This module loads with the first signed-in page, never with the
 * login screen: TanStack Query and the contract schemas it pulls in are not part of the first load.
 */
const queryClient = createQueryClient();

// Another user may sign in without a reload (after an expiry): nothing cached may outlive its session.
subscribeSession(() => {
  if (getSessionSnapshot().status !== 'valid') queryClient.clear();
});

// The extensions are asked with the first signed-in page, beside its own requests rather than
// before them; a later sign-in without a reload asks again from lib/capacidades itself.
void discoverCapacidades();
installIdempotencyKeys(apiClient);

/** A signed-in page inside the app's query client, unless a client is already provided around it. */
export function withQueryClient(Page: ComponentType): ComponentType {
  function PageWithQueryClient() {
    const enclosing = useContext(QueryClientContext);
    if (enclosing) return <Page />;
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  }
  return PageWithQueryClient;
}

/**
 * Starts a query in the app's client ahead of its page (route-table `early`): the page's query,
 * mounted later with the same key, finds it in flight or done. A failure stays in the cache as
 * the query's error, which the page's query retries on mount as it would its own.
 */
export function startQuery<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<void> {
  return queryClient.prefetchQuery(options);
}
