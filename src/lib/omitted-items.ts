import type { Query, QueryClient } from '@tanstack/react-query';
import { omittedCount } from '../contract/list';

/**
 * How many items each query's latest answer left out (contract `listOf`), by query hash. Read from
 * the answer the query function returned, before TanStack Query's structural sharing copies it.
 */
const omittedByQuery = new Map<string, number>();
const listeners = new Set<() => void>();

/** The query cache's onSuccess hook (src/app/query-client.ts). */
export function noteQueryAnswer(data: unknown, query: Query<unknown, unknown, unknown>): void {
  const count = omittedCount(data);
  if ((omittedByQuery.get(query.queryHash) ?? 0) === count) return;
  if (count > 0) omittedByQuery.set(query.queryHash, count);
  else omittedByQuery.delete(query.queryHash);
  listeners.forEach((listener) => listener());
}

/** Items left out of the answers of the queries that something on screen observes now. */
export function omittedOnScreen(queryClient: QueryClient): number {
  let total = 0;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() > 0) total += omittedByQuery.get(query.queryHash) ?? 0;
  }
  return total;
}

export function subscribeOmitted(queryClient: QueryClient, listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeCache = queryClient.getQueryCache().subscribe(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeCache();
  };
}
