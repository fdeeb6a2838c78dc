import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AgencyList } from '../../components/agency-list';
import { ConfirmModal } from '../../components/confirm-modal';
import { actionsColumn, estadoColumn, idColumn, textColumn } from '../../components/data-table/columns';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { useListQuery } from '../../components/data-table/use-list-query';
import { InsertLink } from '../../components/page/insert-link';
import { ListPage } from '../../components/page/list-page';
import { ModifyLink, RowActions, ToggleButton } from '../../components/row-actions';
import {
  filteredEmptyMessage,
  selectFilterProps,
  useUrlSelectFilters,
} from '../../components/select-filters';
import { useToggleWithConfirm } from '../../components/use-toggle-with-confirm';
import type { Cliente } from '../../contract/cliente';
import { CLIENT_CATEGORIES, clientCategoryLabel } from '../../domain/constants';
import { formatDate } from '../../domain/format';
import { paths } from '../../lib/paths';
import { useClientes } from '../../lib/queries/clientes';
import { useToggleClienteEstado } from './api/toggle-cliente-estado';
import { FILTER_PARAMS, matchesClienteFilters, parseClienteFilters } from './cliente-filters';
import { CLIENTES_LOAD_ERROR } from '../../lib/messages';

const LOAD_ERROR = 'Error al cargar la lista de clientes';
const LOAD_ERROR_TOAST = { message: CLIENTES_LOAD_ERROR, id: 'clientes-load' };
const TOGGLE_ERROR = 'Error al cambiar el estado del cliente';

const agenciaNames = (cliente: Cliente) => cliente.agencias.map((agencia) => agencia.nombre);
const isActive = (cliente: Cliente) => cliente.estado;
// The server flips the state: the mutation is sent the client as it is.
const toggleVariables = (cliente: Cliente) => cliente;

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

const toggledText = (active: boolean) =>
  active ? 'Cliente activado correctamente' : 'Cliente desactivado correctamente';

export default function ClientesListPage() {
  const clientes = useClientes();
  const toggle = useToggleClienteEstado();
  const [search] = useSearchParams();
  const filters = parseClienteFilters(search);
  const select = useUrlSelectFilters(FILTER_PARAMS);
  const states = useListQuery(clientes, LOAD_ERROR, LOAD_ERROR_TOAST);

  const pendingId = toggle.isPending ? toggle.variables.id : null;
  const { toggle: toggleEstado, ...deactivation } = useToggleWithConfirm({
    mutation: toggle,
    isActive,
    variables: toggleVariables,
    errorText: TOGGLE_ERROR,
    successText: toggledText,
  });

  const columns = useMemo<Column<Cliente>[]>(
    () => [
      idColumn((row) => row.id, { width: '4.5rem' }),
      textColumn('nombre', 'Nombre', (row) => row.nombre),
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
        cell: (row) => <AgencyList names={agenciaNames(row)} emptyText="" lines={2} />,
      },
      {
        id: 'categoria',
        header: 'Categoría',
        value: (row) => clientCategoryLabel(row.categoria),
        width: '7rem',
      },
      estadoColumn(isActive, { width: '6rem' }),
      actionsColumn((row) => (
        <RowActions label={`Acciones del cliente ${row.nombre}`}>
          <ModifyLink to={paths.clientes.modificar.to(row.id)} name={row.nombre} />
          <ToggleButton
            active={row.estado}
            name={row.nombre}
            disabled={pendingId === row.id}
            onClick={() => toggleEstado(row)}
          />
        </RowActions>
      )),
    ],
    [toggleEstado, pendingId],
  );

  const allRows = clientes.data;
  const { categoria, estado } = filters;
  const rows = useMemo(
    () => (allRows ?? []).filter((cliente) => matchesClienteFilters(cliente, { categoria, estado })),
    [allRows, categoria, estado],
  );

  return (
    <ListPage
      title="Lista de Clientes"
      primaryAction={<InsertLink to={paths.clientes.insertar.to()}>Insertar Cliente</InsertLink>}
      after={
        <ConfirmModal title="Desactivar Cliente" {...deactivation.modalProps}>
          ¿Está seguro de desactivar el cliente &quot;{deactivation.target?.nombre}&quot;?
        </ConfirmModal>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        caption="Clientes"
        {...states}
        emptyMessage={filteredEmptyMessage(allRows?.length, 'clientes', 'No hay clientes registrados')}
        searchPlaceholder="Buscar cliente..."
        exportFileName="clientes"
        listId="clientes"
        defaultSort={{ id: 'nombre', dir: 'asc' }}
        countNoun="clientes"
        {...selectFilterProps([
          select('categoria', 'Categoría', categoria === null ? '' : String(categoria), CATEGORIA_OPTIONS),
          select('estado', 'Estado', estado ?? '', ESTADO_OPTIONS),
        ])}
      />
    </ListPage>
  );
}
