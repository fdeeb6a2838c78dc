/** The part of a TanStack query that the table's states read. */
export type TableQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  /** Read only when the message is a function of the failure. */
  error?: unknown;
  refetch: () => unknown;
};

export type QueryTableProps = { isLoading: boolean; error: string | null; onRetry: () => void };

/** A fixed text, or the text for the first failure (e.g. 'Formato de datos inválido'). */
export type LoadErrorText = string | ((error: unknown) => string);

/**
 * DataTable's loading, error and retry props from the queries a list reads, with one rule for
 * every list: a retry shows the spinner until it answers, and any failure shows `errorMessage`.
 * Retrying refetches every query, so the rows never mix fresh and stale answers.
 */
export function queryTableProps(
  queries: TableQuery | readonly TableQuery[],
  errorMessage: LoadErrorText,
): QueryTableProps {
  const list: readonly TableQuery[] = Array.isArray(queries) ? queries : [queries as TableQuery];
  const failed = list.find((query) => query.isError);
  const isFetching = list.some((query) => query.isFetching);
  const message = typeof errorMessage === 'string' ? () => errorMessage : errorMessage;
  return {
    isLoading: list.some((query) => query.isPending) || (failed !== undefined && isFetching),
    error: failed ? message(failed.error) : null,
    onRetry: () => list.forEach((query) => void query.refetch()),
  };
}
