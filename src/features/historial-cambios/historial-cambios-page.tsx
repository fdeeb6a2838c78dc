import { useMemo } from 'react';
import { Button } from 'react-bootstrap';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { FilterCard } from '../../components/filter-card';
import { LoadingState } from '../../components/loading-state';
import { ListPage } from '../../components/page/list-page';
import { errorMessage } from '../../lib/api-error';
import { UNKNOWN_ERROR } from '../../lib/messages';
import { useUsuarios, usuarioNombre } from '../../lib/queries/usuarios';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useAuditoria } from './api/get-auditoria';
import { CambiosTable } from './components/cambios-table';
import { FILTERS, auditoriaFilterOf, filterFields } from './historial-filters';

const EMPTY = 'No hay cambios registrados con estos filtros.';

/** 'Historial de cambios' (extension `auditoria`, SuperAdmin): who changed what money, when and why. */
export default function HistorialCambiosPage() {
  const filters = useSearchFilters(FILTERS);
  const usuarios = useUsuarios();
  const filter = auditoriaFilterOf(filters.values);
  const history = useAuditoria(filter);

  const usuarioOptions = useMemo(
    () =>
      (usuarios.data ?? [])
        .map((user) => ({ value: String(user.id), label: usuarioNombre(user) || user.username }))
        .sort((a, b) => a.label.localeCompare(b.label, 'es')),
    [usuarios.data],
  );
  const records = useMemo(() => history.data?.pages.flat() ?? [], [history.data]);

  const body = () => {
    if (history.isPending) return <LoadingState />;
    if (history.isError && records.length === 0)
      return (
        <ErrorState
          message={`Error al cargar el historial de cambios: ${errorMessage(history.error, UNKNOWN_ERROR)}`}
          onRetry={() => void history.refetch()}
        />
      );
    if (records.length === 0)
      return (
        <EmptyState message={EMPTY}>
          {filters.isFiltered && (
            <Button variant="outline-primary" onClick={filters.clear}>
              Limpiar filtros
            </Button>
          )}
        </EmptyState>
      );
    return (
      <>
        <CambiosTable records={records} />
        {history.isFetchNextPageError && (
          <ErrorState
            message={`Error al cargar más cambios: ${errorMessage(history.error, UNKNOWN_ERROR)}`}
            onRetry={() => void history.fetchNextPage()}
          />
        )}
        <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
          <span className="text-secondary small" aria-live="polite">
            {records.length === 1 ? '1 cambio' : `${records.length} cambios`}
            {history.hasNextPage ? '' : ' (todos)'}
          </span>
          {history.hasNextPage && !history.isFetchNextPageError && (
            <Button
              variant="outline-primary"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? 'Cargando...' : 'Cargar más'}
            </Button>
          )}
        </div>
      </>
    );
  };

  return (
    <ListPage
      title="Historial de cambios"
      toolbar={
        <FilterCard
          filters={filterFields(filters.values, usuarioOptions)}
          values={filters.values}
          // A new entity drops the id of the old one: 'Cobro #7' is not 'Monto extra #7'.
          onChange={(key, value) =>
            filters.update(key === 'entidad' ? { entidad: value, id: '' } : { [key]: value })
          }
          onClear={filters.clear}
          isFiltered={filters.isFiltered}
        />
      }
    >
      {body()}
    </ListPage>
  );
}
