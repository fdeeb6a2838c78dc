import { useErrorToast, type FailingQuery } from '../use-error-toast';
import {
  queryTableProps,
  type LoadErrorText,
  type QueryTableProps,
  type TableQuery,
} from './query-table-props';

/**
 * A list's reads as DataTable's `isLoading`, `error` and `onRetry` (see queryTableProps), plus,
 * where the screen has one, the load failure as a toast (`toast`: its text and toast id).
 */
export function useListQuery(
  queries: (TableQuery & FailingQuery) | readonly (TableQuery & FailingQuery)[],
  errorMessage: LoadErrorText,
  toast?: { message: string; id: string },
): QueryTableProps {
  // A screen without a toast passes no query, so the hook runs every render all the same.
  useErrorToast(toast ? queries : [], toast?.message ?? '', toast?.id);
  return queryTableProps(queries, errorMessage);
}
