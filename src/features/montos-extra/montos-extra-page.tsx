import { useMemo, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { actionsColumn, idColumn, numberColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ListPage } from '../../components/page/list-page';
import { DeleteButton, RowActions, RowButton } from '../../components/row-actions';
import { useDeleteWithConfirm } from '../../components/use-delete-with-confirm';
import type { MontoExtra } from '../../contract/finanzas';
import { realTotalCents } from '../../domain/finance';
import { fromCents } from '../../domain/cents';
import { formatMoney } from '../../domain/format';
import { useSession } from '../../lib/use-session';
import { notify } from '../../lib/notify';
import { useClientes } from '../../lib/queries/clientes';
import { useDeleteMontoExtra } from './api/delete-monto-extra';
import { useMontosExtra } from '../../lib/queries/montos-extra';
import { EditarMontoModal } from './components/editar-monto-modal';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { FINANZAS_MESSAGES } from '../../contract/finanzas';

/**
 * The server deletes the payment that holds the amount with it (eliminar_monto_extra). Said
 * always: only SuperAdmin may list the payments to know which amounts a payment holds, and a
 * sentence that is sometimes moot costs less than a read of the whole history on every delete.
 */
const PAGO_VINCULADO = 'Si un pago del Historial de Pagos contiene este monto, también se eliminará.';

const LOAD_ERROR = 'Error al cargar los datos. Por favor intente nuevamente.';
const DELETE_ERROR = 'Error al eliminar el monto extra';
const DELETED = 'Monto extra eliminado correctamente';
const UNKNOWN_CLIENT = FINANZAS_MESSAGES.clienteNotFound;

type Row = MontoExtra & { clienteNombre: string };

const BASE_COLUMNS: Column<Row>[] = [
  idColumn((row) => row.id),
  numberColumn('monto', 'Monto', (row) => row.monto, formatMoney, { width: '12rem' }),
  // Four columns leave the client's name room to show whole, even at 1024 px.
  { id: 'cliente', header: 'Cliente', value: (row) => row.clienteNombre },
];

export default function MontosExtraPage() {
  const session = useSession();
  // Only SuperAdmin, who registers client payments, may change them; the server refuses the rest.
  const canEdit = session.status === 'valid' && session.user.role === 'SuperAdmin';
  const montos = useMontosExtra();
  const clientes = useClientes();
  const [editing, setEditing] = useState<Row | null>(null);
  const confirmDelete = useDeleteWithConfirm({
    mutation: useDeleteMontoExtra(),
    variables: (row: Row) => row.id,
    onDeleted: () => notify.success(DELETED),
    errorText: () => DELETE_ERROR,
  });
  const openDelete = confirmDelete.open;

  const rows = useMemo<Row[]>(() => {
    const names = new Map((clientes.data ?? []).map((cliente) => [cliente.id, cliente.nombre]));
    return (montos.data ?? []).map((monto) => ({
      ...monto,
      clienteNombre: names.get(monto.cliente) ?? UNKNOWN_CLIENT,
    }));
  }, [montos.data, clientes.data]);

  const columns = useMemo<Column<Row>[]>(
    () =>
      canEdit
        ? [
            ...BASE_COLUMNS,
            actionsColumn((row) => (
              <RowActions label={`Acciones del monto ${row.id}`}>
                <RowButton
                  variant="outline-primary"
                  label={`Editar monto ${row.id}`}
                  onClick={() => setEditing(row)}
                >
                  Editar
                </RowButton>
                <DeleteButton name={`monto ${row.id}`} onClick={() => openDelete(row)} />
              </RowActions>
            )),
          ]
        : BASE_COLUMNS,
    [canEdit, openDelete],
  );

  const isFetching = montos.isFetching || clientes.isFetching;
  const reload = () => {
    void montos.refetch();
    void clientes.refetch();
  };

  return (
    <ListPage
      title="Montos Extra"
      // A refresh, not an insert: it sits in the secondary slot (the list has no insert).
      secondaryActions={
        <Button variant="outline-primary" onClick={reload} disabled={isFetching}>
          {isFetching && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Actualizar
        </Button>
      }
      after={
        <>
          {editing && <EditarMontoModal key={editing.id} monto={editing} onClose={() => setEditing(null)} />}
          <ConfirmModal title="Eliminar Monto Extra" {...confirmDelete.modalProps}>
            ¿Está seguro de eliminar el monto extra de{' '}
            {confirmDelete.target && formatMoney(confirmDelete.target.monto)} del cliente &quot;
            {confirmDelete.target?.clienteNombre}&quot;? {PAGO_VINCULADO}
          </ConfirmModal>
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        caption="Montos extra"
        {...queryTableProps([montos, clientes], LOAD_ERROR)}
        emptyMessage="No hay montos extra registrados"
        searchPlaceholder="Buscar por cliente o monto..."
        exportFileName="montos-extra"
        listId="montos-extra"
        defaultSort={{ id: 'id', dir: 'asc' }}
        countNoun="montos extra"
        footer={
          <tr>
            {/* One cell under ID and Monto, so the label does not widen the ID column
                and the total still ends where the amounts end. */}
            <td colSpan={2}>
              <div className="d-flex justify-content-between gap-3 fw-semibold">
                <span className="text-nowrap">Total Montos Extra</span>
                <span className="text-nowrap">{formatMoney(fromCents(realTotalCents(rows)))}</span>
              </div>
            </td>
            <td colSpan={columns.length - 2} />
          </tr>
        }
      />
    </ListPage>
  );
}
