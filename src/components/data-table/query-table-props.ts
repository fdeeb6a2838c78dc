/** The part of a TanStack query that the table's states read. */
export type TableQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

export type QueryTableProps = { isLoading: boolean; error: string | null; onRetry: () => void };

/**
 * DataTable's loading, error and retry props from the queries a list reads, with one rule for
 * every list: a retry shows the spinner until it answers, and any failure shows `errorMessage`.
 * Retrying refetches every query, so the rows never mix fresh and stale answers.
 */
export function queryTableProps(
  queries: TableQuery | readonly TableQuery[],
  errorMessage: string,
): QueryTableProps {
  const list: readonly TableQuery[] = Array.isArray(queries) ? queries : [queries as TableQuery];
  const isError = list.some((query) => query.isError);
  const isFetching = list.some((query) => query.isFetching);
  return {
    isLoading: list.some((query) => query.isPending) || (isError && isFetching),
    error: isError ? errorMessage : null,
    onRetry: () => list.forEach((query) => void query.refetch()),
  };
}
