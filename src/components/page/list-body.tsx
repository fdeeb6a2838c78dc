import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { LoadingState } from '../loading-state';
import { errorMessage } from '../../lib/api-error';
import { LOAD_DATA_ERROR, UNKNOWN_ERROR } from '../../lib/messages';
import { queryTableProps } from '../data-table/query-table-props';

/** The reads behind a hand-built list, joined into one state (useFinanceSources). */
export type ListBodyQuery = {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * The body of a hand-built list (one that is not a DataTable), in DataTable's order: the spinner,
 * the failure with Reintentar, `emptyMessage` when there are no rows at all, `noMatchMessage`
 * with 'Limpiar filtros' when the filters leave none, else the table. Loading and retrying follow
 * queryTableProps' rule; `loadError` writes the failure.
 */
export function ListBody({
  query,
  loadError,
  total,
  shown,
  emptyMessage,
  noMatchMessage,
  onClearFilters,
  children,
}: {
  query: ListBodyQuery;
  loadError: (error: unknown) => string;
  total: number;
  shown: number;
  emptyMessage: string;
  noMatchMessage: string;
  onClearFilters: () => void;
  children: ReactNode;
}) {
  const states = queryTableProps({ ...query, isError: query.error != null }, loadError);
  if (states.isLoading) return <LoadingState />;
  if (states.error !== null) return <ErrorState message={states.error} onRetry={states.onRetry} />;
  if (total === 0) return <EmptyState message={emptyMessage} />;
  if (shown === 0)
    return (
      <EmptyState message={noMatchMessage}>
        <Button variant="outline-primary" onClick={onClearFilters}>
          Limpiar filtros
        </Button>
      </EmptyState>
    );
  return <>{children}</>;
}

/** The finance screens' client lists (Pagos de Clientes, Comparativa): one read, one set of texts. */
export function FinanceClientsBody({
  sources,
  ...counts
}: {
  sources: ListBodyQuery;
  total: number;
  shown: number;
  onClearFilters: () => void;
  children: ReactNode;
}) {
  return (
    <ListBody
      query={sources}
      loadError={(error) => `${LOAD_DATA_ERROR}: ${errorMessage(error, UNKNOWN_ERROR)}`}
      emptyMessage="No hay datos de clientes disponibles"
      noMatchMessage="No se encontraron clientes con los filtros aplicados"
      {...counts}
    />
  );
}
