import { useCallback, useMemo } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { AgencyList } from '../../components/agency-list';
import { ConfirmModal } from '../../components/confirm-modal';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { queryTableProps } from '../../components/data-table/query-table-props';
import { FilterChips } from '../../components/filter-chips';
import { FilterSelect } from '../../components/filter-select';
import { AddIcon } from '../../components/icons';
import { ListPage } from '../../components/page/list-page';
import { RowActions } from '../../components/row-actions';
import { selectChip } from '../../components/select-chip';
import { TruncatedText } from '../../components/truncated-text';
import { useConfirmAction } from '../../components/use-confirm-action';
import { useErrorToast } from '../../components/use-error-toast';
import type { Cliente } from '../../contract/cliente';
import { CLIENT_CATEGORIES, clientCategoryLabel } from '../../domain/constants';
import { formatDate } from '../../domain/format';
import { errorMessage } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { paths } from '../../lib/paths';
import { useClientes } from '../../lib/queries/clientes';
import { useToggleClienteEstado } from './api/toggle-cliente-estado';
import {
  FILTER_PARAMS,
  matchesClienteFilters,
  parseClienteFilters,
  type ClienteFilters,
} from './cliente-filters';
import { CLIENTES_LOAD_ERROR } from '../../lib/messages';

const LOAD_ERROR = 'Error al cargar la lista de clientes';
const LOAD_ERROR_TOAST = CLIENTES_LOAD_ERROR;
const TOGGLE_ERROR = 'Error al cambiar el estado del cliente';

const estadoLabel = (cliente: Cliente) => (cliente.estado ? 'Activo' : 'Inactivo');
const agenciaNames = (cliente: Cliente) => cliente.agencias.map((agencia) => agencia.nombre);

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
    (cliente: Cliente, close?: () => void) =>
      mutateToggle(cliente, {
        onSettled: close,
        onError: (error) => notify.error(errorMessage(error, TOGGLE_ERROR)),
      }),
    [mutateToggle],
  );
  // Deactivating stops a client from being used, so it asks first; activating does not.
  const deactivation = useConfirmAction<Cliente>({ mutation: toggle, perform: runToggle });
  const askDeactivate = deactivation.open;

  const columns = useMemo<Column<Cliente>[]>(
    () => [
      { id: 'id', header: 'ID', value: (row) => row.id, align: 'end', width: '4.5rem' },
      {
        id: 'nombre',
        header: 'Nombre',
        value: (row) => row.nombre,
        cell: (row) => <TruncatedText text={row.nombre} />,
      },
      {
        id: 'creado',
        header: 'Fecha creación',
        value: creationDay,
        width: '9.5rem',
        cell: (row) => <span className="text-nowrap">{formatDate(row.creado)}</span>,
      },
      {
        id: 'agencias',
        header: 'Agencia(s)',
        value: (row) => agenciaNames(row).join(', '),
        // A client without agencies shows an empty cell, as before.
        cell: (row) => <AgencyList names={agenciaNames(row)} emptyText="" />,
      },
      {
        id: 'categoria',
        header: 'Categoría',
        value: (row) => clientCategoryLabel(row.categoria),
        width: '7rem',
      },
      {
        id: 'estado',
        header: 'Estado',
        value: estadoLabel,
        width: '6rem',
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
          <RowActions label={`Acciones del cliente ${row.nombre}`}>
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
              style={{ minWidth: '5.75rem' }}
              onClick={() => (row.estado ? askDeactivate(row) : runToggle(row))}
            >
              {row.estado ? 'Desactivar' : 'Activar'}
            </Button>
          </RowActions>
        ),
      },
    ],
    [runToggle, askDeactivate, pendingId],
  );

  const allRows = clientes.data;
  const { categoria, estado } = filters;
  const rows = useMemo(
    () => (allRows ?? []).filter((cliente) => matchesClienteFilters(cliente, { categoria, estado })),
    [allRows, categoria, estado],
  );
  const categoriaValue = categoria === null ? '' : String(categoria);
  const estadoValue = estado ?? '';
  const chips = [
    ...selectChip('Categoría', categoriaValue, CATEGORIA_OPTIONS, () => setFilter('categoria', '')),
    ...selectChip('Estado', estadoValue, ESTADO_OPTIONS, () => setFilter('estado', '')),
  ];

  return (
    <ListPage
      title="Lista de Clientes"
      primaryAction={
        <Link to={paths.clientes.insertar.to()} className="btn btn-primary">
          <AddIcon className="me-2" />
          Insertar Cliente
        </Link>
      }
      after={
        <ConfirmModal
          title="Desactivar Cliente"
          confirmLabel="Desactivar"
          pendingLabel="Desactivando..."
          {...deactivation.modalProps}
        >
          ¿Está seguro de desactivar el cliente &quot;{deactivation.target?.nombre}&quot;?
        </ConfirmModal>
      }
    >
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
              value={categoriaValue}
              options={CATEGORIA_OPTIONS}
              onChange={(value) => setFilter('categoria', value)}
            />
            <FilterSelect
              label="Estado"
              value={estadoValue}
              options={ESTADO_OPTIONS}
              onChange={(value) => setFilter('estado', value)}
            />
          </>
        }
        filterChips={<FilterChips filters={chips} />}
      />
    </ListPage>
  );
}
