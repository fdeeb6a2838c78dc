import { useCallback, useMemo, useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import type { Cliente } from '../../contract/cliente';
import { CLIENT_CATEGORIES, clientCategoryLabel } from '../../domain/constants';
import { formatDate } from '../../domain/format';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { useClientes } from '../../lib/queries/clientes';
import { useToggleClienteEstado } from './api/toggle-cliente-estado';
import {
  FILTER_PARAMS,
  matchesClienteFilters,
  parseClienteFilters,
  type ClienteFilters,
} from './cliente-filters';
import { paths } from '../../lib/paths';
import { FilterSelect } from '../../components/filter-select';
import { useErrorToast } from '../../components/use-error-toast';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { CLIENTES_LOAD_ERROR } from '../../lib/messages';

const LOAD_ERROR = 'Error al cargar la lista de clientes';
const LOAD_ERROR_TOAST = CLIENTES_LOAD_ERROR;
const TOGGLE_ERROR = 'Error al cambiar el estado del cliente';

const estadoLabel = (cliente: Cliente) => (cliente.estado ? 'Activo' : 'Inactivo');
const agenciasText = (cliente: Cliente) => cliente.agencias.map((agencia) => agencia.nombre).join(', ');

/** The day the table shows, written year first so that sorting and exports keep calendar order. */
function creationDay(cliente: Cliente): string | null {
  const [day, month, year] = formatDate(cliente.creado).split('/');
  return year ? `${year}-${month}-${day}` : null;
}

const CATEGORIA_OPTIONS = [
  ['', 'Todas las categorías'],
  ...Object.entries(CLIENT_CATEGORIES),
] as const satisfies readonly (readonly [string, string])[];
const ESTADO_OPTIONS = [
  ['', 'Todos los estados'],
  ['activo', 'Activo'],
  ['inactivo', 'Inactivo'],
] as const;

export default function ClientesListPage() {
  const clientes = useClientes();
  const toggle = useToggleClienteEstado();
  const [search, setSearch] = useSearchParams();
  const filters = parseClienteFilters(search);
  const [toDeactivate, setToDeactivate] = useState<Cliente | null>(null);
  // The modal keeps naming the client while it fades out.
  const [showConfirm, setShowConfirm] = useState(false);

  useErrorToast(clientes, LOAD_ERROR_TOAST, 'clientes-load');

  const setFilter = (name: keyof ClienteFilters, value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(FILTER_PARAMS[name], value);
    else next.delete(FILTER_PARAMS[name]);
    setSearch(next);
  };

  const { mutate: mutateToggle } = toggle;
  const pendingId = toggle.isPending ? toggle.variables.id : null;
  const runToggle = useCallback(
    (cliente: Cliente) =>
      mutateToggle(cliente, {
        onSettled: () => setShowConfirm(false),
        onError: (error) => notify.error(errorMessage(error, TOGGLE_ERROR)),
      }),
    [mutateToggle],
  );

  const columns = useMemo<Column<Cliente>[]>(
    () => [
      { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', width: '5rem' },
      { id: 'nombre', header: 'Nombre', value: (row) => row.nombre },
      {
        id: 'creado',
        header: 'Fecha creación',
        value: creationDay,
        width: '11rem',
        cell: (row) => <span className="text-nowrap">{formatDate(row.creado)}</span>,
      },
      { id: 'agencias', header: 'Agencia(s)', value: agenciasText },
      {
        id: 'categoria',
        header: 'Categoría',
        value: (row) => clientCategoryLabel(row.categoria),
        width: '8rem',
      },
      {
        id: 'estado',
        header: 'Estado',
        value: estadoLabel,
        width: '6.5rem',
        cell: (row) => <Badge bg={row.estado ? 'success' : 'secondary'}>{estadoLabel(row)}</Badge>,
      },
      {
        id: 'acciones',
        header: 'Acciones',
        value: () => null,
        sortable: false,
        exportable: false,
        align: 'end',
        cell: (row) => (
          <div className="d-inline-flex gap-2">
            <Link
              to={paths.clientes.modificar.to(row.id)}
              className="btn btn-sm btn-outline-primary"
              aria-label={`Modificar ${row.nombre}`}
            >
              Modificar
            </Link>
            <Button
              size="sm"
              variant={row.estado ? 'outline-danger' : 'outline-success'}
              aria-label={`${row.estado ? 'Desactivar' : 'Activar'} ${row.nombre}`}
              disabled={pendingId === row.id}
              // One width for both labels keeps the Modificar buttons in a straight column.
              style={{ minWidth: '6.5rem' }}
              onClick={() => {
                if (!row.estado) return runToggle(row);
                // Deactivating stops a client from being used, so it asks first; activating does not.
                setToDeactivate(row);
                setShowConfirm(true);
              }}
            >
              {row.estado ? 'Desactivar' : 'Activar'}
            </Button>
          </div>
        ),
      },
    ],
    [runToggle, pendingId],
  );

  const allRows = clientes.data;
  const { categoria, estado } = filters;
  const rows = useMemo(
    () => (allRows ?? []).filter((cliente) => matchesClienteFilters(cliente, { categoria, estado })),
    [allRows, categoria, estado],
  );

  return (
    <>
      <PageHeader
        title="Lista de Clientes"
        actions={
          <Link to={paths.clientes.insertar.to()} className="btn btn-primary">
            Insertar Cliente
          </Link>
        }
      />
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        caption="Clientes"
        {...queryTableProps(clientes, LOAD_ERROR)}
        emptyMessage={
          allRows?.length
            ? 'No hay clientes que coincidan con los filtros seleccionados'
            : 'No hay clientes registrados'
        }
        searchPlaceholder="Buscar cliente..."
        exportFileName="clientes"
        defaultSort={{ id: 'nombre', dir: 'asc' }}
        countNoun="clientes"
        toolbar={
          <>
            <FilterSelect
              label="Categoría"
              value={filters.categoria === null ? '' : String(filters.categoria)}
              options={CATEGORIA_OPTIONS}
              onChange={(value) => setFilter('categoria', value)}
            />
            <FilterSelect
              label="Estado"
              value={filters.estado ?? ''}
              options={ESTADO_OPTIONS}
              onChange={(value) => setFilter('estado', value)}
            />
          </>
        }
      />
      <ConfirmModal
        show={showConfirm}
        title="Desactivar Cliente"
        confirmLabel="Desactivar"
        pendingLabel="Desactivando..."
        isPending={toggle.isPending}
        onConfirm={() => toDeactivate && runToggle(toDeactivate)}
        onCancel={() => setShowConfirm(false)}
      >
        ¿Está seguro de desactivar el cliente &quot;{toDeactivate?.nombre}&quot;?
      </ConfirmModal>
    </>
  );
}
