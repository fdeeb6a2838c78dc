import { useMemo, useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import type { MontoExtra } from '../../contract/finanzas';
import { realTotal } from '../../domain/finance';
import { formatMoney } from '../../domain/format';
import { useSession } from '../../lib/use-session';
import { useClientes } from '../../lib/queries/clientes';
import { useDeleteMontoExtra } from './api/delete-monto-extra';
import { useMontosExtra } from '../../lib/queries/montos-extra';
import { EditarMontoModal } from './components/editar-monto-modal';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { FINANZAS_MESSAGES } from '../../contract/finanzas';

const LOAD_ERROR = 'Error al cargar los datos. Por favor intente nuevamente.';
const DELETE_ERROR = 'Error al eliminar el monto extra';
const UNKNOWN_CLIENT = FINANZAS_MESSAGES.clienteNotFound;

type Row = MontoExtra & { clienteNombre: string };

const BASE_COLUMNS: Column<Row>[] = [
  { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', width: '5rem' },
  {
    id: 'monto',
    header: 'Monto',
    value: (row) => row.monto,
    cell: (row) => formatMoney(row.monto),
    align: 'end',
    width: '12rem',
  },
  { id: 'cliente', header: 'Cliente', value: (row) => row.clienteNombre },
];

export default function MontosExtraPage() {
  const session = useSession();
  // Only SuperAdmin, who registers client payments, may change them; the server refuses the rest.
  const canEdit = session.status === 'valid' && session.user.role === 'SuperAdmin';
  const montos = useMontosExtra();
  const clientes = useClientes();
  const deletion = useDeleteMontoExtra();
  const [editing, setEditing] = useState<Row | null>(null);
  const [toDelete, setToDelete] = useState<Row | null>(null);
  // The modal keeps describing the amount while it fades out.
  const [showDelete, setShowDelete] = useState(false);
  const resetDeletion = deletion.reset;

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
            {
              id: 'acciones',
              header: 'Acciones',
              value: () => null,
              sortable: false,
              exportable: false,
              align: 'end',
              width: '12rem',
              cell: (row) => (
                <div className="d-inline-flex gap-2">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={`Editar monto ${row.id}`}
                    onClick={() => setEditing(row)}
                  >
                    Editar
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={`Eliminar monto ${row.id}`}
                    onClick={() => {
                      resetDeletion();
                      setToDelete(row);
                      setShowDelete(true);
                    }}
                  >
                    Eliminar
                  </Button>
                </div>
              ),
            },
          ]
        : BASE_COLUMNS,
    [canEdit, resetDeletion],
  );

  const isFetching = montos.isFetching || clientes.isFetching;
  const reload = () => {
    void montos.refetch();
    void clientes.refetch();
  };

  return (
    <>
      <PageHeader
        title="Montos Extra"
        actions={
          <Button variant="outline-primary" onClick={reload} disabled={isFetching}>
            {isFetching && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Actualizar
          </Button>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        caption="Montos extra"
        {...queryTableProps([montos, clientes], LOAD_ERROR)}
        emptyMessage="No hay montos extra registrados"
        searchPlaceholder="Buscar por cliente o monto..."
        exportFileName="montos-extra"
        defaultSort={{ id: 'id', dir: 'asc' }}
        countNoun="montos extra"
        footer={
          <tr>
            {/* One cell under ID and Monto, so the label does not widen the ID column
                and the total still ends where the amounts end. */}
            <td colSpan={2}>
              <div className="d-flex justify-content-between gap-3 fw-semibold">
                <span className="text-nowrap">Total Montos Extra</span>
                <span className="text-nowrap">{formatMoney(realTotal(rows))}</span>
              </div>
            </td>
            <td colSpan={columns.length - 2} />
          </tr>
        }
      />
      {editing && <EditarMontoModal key={editing.id} monto={editing} onClose={() => setEditing(null)} />}
      <ConfirmModal
        show={showDelete}
        title="Eliminar Monto Extra"
        isPending={deletion.isPending}
        error={deletion.isError ? DELETE_ERROR : null}
        onConfirm={() => toDelete && deletion.mutate(toDelete.id, { onSuccess: () => setShowDelete(false) })}
        onCancel={() => setShowDelete(false)}
      >
        ¿Está seguro de eliminar el monto extra de {toDelete && formatMoney(toDelete.monto)} del cliente
        &quot;{toDelete?.clienteNombre}&quot;?
      </ConfirmModal>
    </>
  );
}
