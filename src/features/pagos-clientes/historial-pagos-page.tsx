import { useMemo, useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { FilterCard } from '../../components/filter-card';
import { CLIENTE_FILTER, type FilterSpec } from '../../components/filter-specs';
import { LoadingState } from '../../components/loading-state';
import { ListPage } from '../../components/page/list-page';
import { fromCents } from '../../domain/cents';
import { formatDate, formatMoney } from '../../domain/format';
import { CLIENT_LIST_PAGE_SIZE, pageOf } from '../../domain/paging';
import { paymentHistoryRows } from '../../domain/payment-history';
import { errorMessage } from '../../lib/api-error';
import { useClientes } from '../../lib/queries/clientes';
import { useHistorialPago } from '../../lib/queries/historial-pago';
import { useSearchFilters } from '../../lib/use-search-filters';
import { useDeleteHistorialPago } from './api/delete-historial-pago';
import { ClientListPagination } from './components/client-list-pagination';
import { HistorialPagosTable } from './components/historial-pagos-table';
import { CONFIRM_DELETE_TITLE, UNKNOWN_ERROR } from '../../lib/messages';
import { notify } from '../../lib/notify';

const FILTERS = { cliente: '', desde: '', hasta: '', pagina: '1' };
/** 'Hasta' cannot be before 'Desde' (spec section 2). */
const filterFields = (desde: string): FilterSpec[] => [
  { ...CLIENTE_FILTER, md: 4 },
  { key: 'desde', label: 'Desde', type: 'date', md: 3 },
  { key: 'hasta', label: 'Hasta', type: 'date', min: desde, md: 3 },
];
const DELETED = 'Pago eliminado correctamente';

type PagoToDelete = { id: number; cents: number; fecha: string; cliente: string };

/** The confirmation names the payment: how much, whose, when. */
const deletePaymentQuestion = ({ cents, fecha, cliente }: PagoToDelete) =>
  `¿Eliminar el pago de ${money(cents)} de ${cliente} del ${formatDate(fecha)}? Esta acción no se puede deshacer.`;

const money = (cents: number) => formatMoney(fromCents(cents));

/** The SuperAdmin's payment history: each client's registered payments, with delete (spec section 2). */
export default function HistorialPagosPage() {
  const clientes = useClientes();
  const pagos = useHistorialPago();
  const filters = useSearchFilters(FILTERS);
  const deletion = useDeleteHistorialPago();
  const [toDelete, setToDelete] = useState<PagoToDelete | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { cliente, desde, hasta } = filters.values;

  const rows = useMemo(
    () => paymentHistoryRows(clientes.data ?? [], pagos.data ?? [], { cliente, desde, hasta }),
    [clientes.data, pagos.data, cliente, desde, hasta],
  );
  const page = pageOf(rows, Number(filters.values.pagina), CLIENT_LIST_PAGE_SIZE);

  const error = clientes.error ?? pagos.error;
  const reload = () => {
    void clientes.refetch();
    void pagos.refetch();
  };

  const confirmDelete = () => {
    if (toDelete === null) return;
    deletion.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        notify.success(DELETED);
      },
      // Spec section 8: a failed delete shows its message in the page error.
      onError: (failure) => {
        setToDelete(null);
        setDeleteError(errorMessage(failure, 'Error al eliminar el pago'));
      },
    });
  };

  const body = () => {
    if (clientes.isPending || pagos.isPending) return <LoadingState />;
    if (error)
      return (
        <ErrorState
          message={`Error al cargar el historial: ${errorMessage(error, UNKNOWN_ERROR)}`}
          onRetry={reload}
        />
      );
    if (rows.length === 0)
      return filters.isFiltered ? (
        <EmptyState message="No se encontraron resultados con los filtros aplicados">
          <Button variant="outline-primary" onClick={filters.clear}>
            Limpiar filtros
          </Button>
        </EmptyState>
      ) : (
        <EmptyState message="No hay datos de pagos registrados" />
      );
    return (
      <>
        <HistorialPagosTable
          rows={page.rows}
          onDelete={(payment, row) => {
            deletion.reset();
            setDeleteError(null);
            setToDelete({ ...payment, cliente: row.nombre });
          }}
        />
        <ClientListPagination page={page} onPageChange={(next) => filters.update({ pagina: String(next) })} />
      </>
    );
  };

  return (
    <ListPage
      title="Historial de Pagos"
      toolbar={
        <FilterCard
          filters={filterFields(desde)}
          values={filters.values}
          // A new filter starts the clients over at page 1, as in Comparativa.
          onChange={(key, value) => filters.update({ [key]: value, pagina: '1' })}
          onClear={filters.clear}
          isFiltered={filters.isFiltered}
        />
      }
      after={
        <ConfirmModal
          show={toDelete !== null}
          title={CONFIRM_DELETE_TITLE}
          isPending={deletion.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          <p className="mb-0">{toDelete && deletePaymentQuestion(toDelete)}</p>
        </ConfirmModal>
      }
    >
      {deleteError && <ErrorState message={deleteError} />}
      {body()}
    </ListPage>
  );
}
