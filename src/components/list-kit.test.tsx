import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { actionsColumn, estadoColumn, idColumn, numberColumn, textColumn } from './data-table/columns';
import { DataTable, type Column } from './data-table/data-table';
import { queryTableProps } from './data-table/query-table-props';
import { useListQuery } from './data-table/use-list-query';
import { InsertLink } from './page/insert-link';
import { ListBody } from './page/list-body';
import { SavedPanel } from './page/saved-panel';
import { DeleteButton, ModifyLink, RowActions, RowButton, ToggleButton } from './row-actions';
import { filteredEmptyMessage, selectFilterProps, useUrlSelectFilters } from './select-filters';
import type { MutateCallbacks } from './mutation-callbacks';
import { useDeleteWithConfirm } from './use-delete-with-confirm';
import { useSaveAndRedirect } from './use-save-and-redirect';
import { useToggleWithConfirm } from './use-toggle-with-confirm';
import { notify } from '../lib/notify';
import { SUCCESS_REDIRECT_MS } from '../lib/timings';
import { LocationProbe, type LocationRef } from '../test/location-probe';

type Fila = { id: number; nombre: string; activo: boolean; unidades: number };

const FILAS: Fila[] = [
  { id: 7, nombre: 'Clínica Norte', activo: true, unidades: 2.5 },
  { id: 12, nombre: 'Ana', activo: false, unidades: 10 },
];

function inRouter(children: ReactNode, at = '/') {
  return <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>;
}

/** A mutation double: `mutate` records its variables and lets the test answer. */
function fakeMutation<Variables>() {
  const calls: { variables: Variables; callbacks: MutateCallbacks }[] = [];
  return {
    isPending: false,
    isError: false,
    error: null as unknown,
    reset: vi.fn(),
    mutate: vi.fn((variables: Variables, callbacks: MutateCallbacks) => {
      calls.push({ variables, callbacks });
    }),
    calls,
  };
}

describe('column builders', () => {
  const columns: Column<Fila>[] = [
    idColumn((fila) => fila.id),
    textColumn('nombre', 'Nombre', (fila) => fila.nombre),
    numberColumn(
      'unidades',
      'Unidades',
      (fila) => fila.unidades,
      (value) => `${value.toFixed(2)} u`,
    ),
    estadoColumn((fila) => fila.activo),
    actionsColumn((fila) => (
      <RowActions label={`Acciones de ${fila.nombre}`}>
        <DeleteButton name={fila.nombre} onClick={() => undefined} />
      </RowActions>
    )),
  ];

  it('give the headers, the cells and an Acciones column that does not sort', () => {
    render(
      inRouter(
        <DataTable
          columns={columns}
          rows={FILAS}
          getRowId={(fila) => fila.id}
          caption="Filas"
          emptyMessage="Sin filas"
          exportFileName="filas"
          defaultSort={{ id: 'id', dir: 'asc' }}
        />,
      ),
    );
    const table = screen.getByRole('table', { name: 'Filas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.trim());
    expect(headers).toEqual([
      expect.stringContaining('ID'),
      expect.stringContaining('Nombre'),
      expect.stringContaining('Unidades'),
      expect.stringContaining('Estado'),
      'Acciones',
    ]);
    const [first] = within(table).getAllByRole('row').slice(1);
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('7');
    expect(cells[0]).toHaveClass('text-end');
    expect(cells[1]).toHaveTextContent('Clínica Norte');
    expect(cells[2]).toHaveTextContent('2.50 u');
    expect(cells[3]).toHaveTextContent('Activo');
    expect(within(first).getByRole('group', { name: 'Acciones de Clínica Norte' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Acciones/ })).not.toBeInTheDocument();
  });

  it('let a column change what the builder chose', () => {
    expect(idColumn<Fila>((fila) => fila.id, { header: 'ID Cobro', width: '4rem' })).toMatchObject({
      id: 'id',
      header: 'ID Cobro',
      width: '4rem',
      align: 'end',
    });
    expect(estadoColumn<Fila>((fila) => fila.activo).value(FILAS[1])).toBe('Inactivo');
  });
});

describe('row action buttons', () => {
  it('name the row in their labels', async () => {
    const onToggle = vi.fn();
    render(
      inRouter(
        <RowActions label="Acciones del cliente Ana">
          <ModifyLink to="/clientes/12" name="Ana" />
          <ToggleButton active name="Ana" onClick={onToggle} />
          <ToggleButton active={false} name="Luis" disabled onClick={onToggle} />
          <RowButton variant="outline-primary" label="Editar monto 3" onClick={() => undefined}>
            Editar
          </RowButton>
        </RowActions>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Modificar Ana' })).toHaveAttribute('href', '/clientes/12');
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar Ana' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Activar Luis' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Editar monto 3' })).toHaveTextContent('Editar');
  });
});

describe('useDeleteWithConfirm', () => {
  it('asks, deletes the target, closes and reports on success', () => {
    const mutation = fakeMutation<number>();
    const onDeleted = vi.fn();
    const { result } = renderHook(() =>
      useDeleteWithConfirm({
        mutation,
        variables: (fila: Fila) => fila.id,
        onDeleted,
        errorText: () => 'No se pudo eliminar',
      }),
    );
    act(() => result.current.open(FILAS[0]));
    expect(result.current.modalProps.show).toBe(true);
    act(() => result.current.modalProps.onConfirm());
    expect(mutation.calls[0].variables).toBe(7);
    expect(result.current.modalProps.show).toBe(true);
    act(() => mutation.calls[0].callbacks.onSuccess?.());
    expect(result.current.modalProps.show).toBe(false);
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });
});

describe('useToggleWithConfirm', () => {
  const variables = (fila: Fila, active: boolean) => ({ id: fila.id, active });
  const isActive = (fila: Fila) => fila.activo;

  it('asks before deactivating and activates at once, toasting failures', () => {
    const mutation = fakeMutation<{ id: number; active: boolean }>();
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { result } = renderHook(() =>
      useToggleWithConfirm({
        mutation,
        isActive,
        variables,
        errorText: 'Error al cambiar el estado',
        successText: (active) => (active ? 'Activado' : 'Desactivado'),
      }),
    );

    act(() => result.current.toggle(FILAS[1]));
    expect(mutation.calls[0].variables).toEqual({ id: 12, active: true });
    expect(result.current.modalProps.show).toBe(false);
    act(() => mutation.calls[0].callbacks.onSuccess?.());
    expect(success).toHaveBeenCalledWith('Activado');

    act(() => result.current.toggle(FILAS[0]));
    expect(mutation.calls).toHaveLength(1);
    expect(result.current.modalProps).toMatchObject({ show: true, confirmLabel: 'Desactivar' });
    act(() => result.current.modalProps.onConfirm());
    expect(mutation.calls[1].variables).toEqual({ id: 7, active: false });
    act(() => {
      mutation.calls[1].callbacks.onError?.(new Error('network'));
      mutation.calls[1].callbacks.onSettled?.();
    });
    expect(error).toHaveBeenCalledWith('Error al cambiar el estado');
    expect(result.current.modalProps.show).toBe(false);
    error.mockRestore();
    success.mockRestore();
  });
});

describe('queryTableProps and useListQuery', () => {
  const failed = {
    isPending: false,
    isError: true,
    isFetching: false,
    error: new Error('500'),
    errorUpdatedAt: 1,
    refetch: vi.fn(),
  };

  it('write the failure from the error when given a function', () => {
    expect(queryTableProps(failed, (error) => `Falló: ${(error as Error).message}`).error).toBe('Falló: 500');
  });

  it('toast the failure only when the list has a toast', () => {
    const spy = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useListQuery(failed, 'Error al cargar la lista'));
    expect(result.current.error).toBe('Error al cargar la lista');
    expect(spy).not.toHaveBeenCalled();
    renderHook(() =>
      useListQuery(failed, 'Error al cargar la lista', { message: 'Error al cargar', id: 'carga' }),
    );
    expect(spy).toHaveBeenCalledWith('Error al cargar', { toastId: 'carga' });
    spy.mockRestore();
  });
});

describe('select filters', () => {
  it('set the URL parameter, show a chip and remove it', async () => {
    const location = { current: { search: '' } } as LocationRef;
    function Page() {
      const select = useUrlSelectFilters({ estado: 'estado' });
      const value = useSearchParams()[0].get('estado') ?? '';
      const props = selectFilterProps([
        select('estado', 'Estado', value, [
          ['', 'Todos los estados'],
          ['activo', 'Activo'],
        ]),
      ]);
      return (
        <>
          {props.toolbar}
          {props.filterChips}
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/lista?pagina=2&estado=activo']}>
        <LocationProbe into={location} />
        <Routes>
          <Route path="/lista" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar filtro Estado: Activo' }));
    expect(location.current.search).toBe('?pagina=2');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Activo');
    expect(location.current.search).toBe('?pagina=2&estado=activo');
  });

  it('say whether the list is empty or the filters match nothing', () => {
    expect(filteredEmptyMessage(0, 'clientes', 'No hay clientes registrados')).toBe(
      'No hay clientes registrados',
    );
    expect(filteredEmptyMessage(3, 'clientes', 'No hay clientes registrados')).toBe(
      'No hay clientes que coincidan con los filtros seleccionados',
    );
  });
});

describe('InsertLink and SavedPanel', () => {
  it('link to the insert form and back to the list', async () => {
    const another = vi.fn();
    render(
      inRouter(
        <>
          <InsertLink to="/agencias/nueva">Insertar Agencia</InsertLink>
          <SavedPanel
            message="¡Agencia creada exitosamente!"
            listTo="/agencias"
            another={{ label: 'Crear otra Agencia', onClick: another }}
          />
        </>,
      ),
    );
    expect(screen.getByRole('link', { name: 'Insertar Agencia' })).toHaveAttribute('href', '/agencias/nueva');
    expect(screen.getByRole('status')).toHaveTextContent('¡Agencia creada exitosamente!');
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute('href', '/agencias');
    await userEvent.click(screen.getByRole('button', { name: 'Crear otra Agencia' }));
    expect(another).toHaveBeenCalledTimes(1);
  });
});

describe('ListBody', () => {
  const loaded = { isPending: false, isFetching: false, error: null, refetch: vi.fn() };
  const props = {
    loadError: (error: unknown) => `Error al cargar los datos: ${(error as Error).message}`,
    emptyMessage: 'No hay datos de clientes disponibles',
    noMatchMessage: 'No se encontraron clientes con los filtros aplicados',
  };

  it('shows the failure with Reintentar, the empty list, no match with Limpiar filtros, or the table', async () => {
    const refetch = vi.fn();
    const clear = vi.fn();
    const { rerender } = render(
      <ListBody
        {...props}
        query={{ ...loaded, error: new Error('500'), refetch }}
        total={0}
        shown={0}
        onClearFilters={clear}
      >
        <table aria-label="Clientes" />
      </ListBody>,
    );
    expect(screen.getByText('Error al cargar los datos: 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);

    rerender(
      <ListBody {...props} query={loaded} total={0} shown={0} onClearFilters={clear}>
        <table aria-label="Clientes" />
      </ListBody>,
    );
    expect(screen.getByText(props.emptyMessage)).toBeInTheDocument();

    rerender(
      <ListBody {...props} query={loaded} total={4} shown={0} onClearFilters={clear}>
        <table aria-label="Clientes" />
      </ListBody>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(clear).toHaveBeenCalledTimes(1);

    rerender(
      <ListBody {...props} query={loaded} total={4} shown={2} onClearFilters={clear}>
        <table aria-label="Clientes" />
      </ListBody>,
    );
    expect(screen.getByRole('table', { name: 'Clientes' })).toBeInTheDocument();
  });
});

describe('useSaveAndRedirect', () => {
  it('saves, toasts and leaves for the list after the delay', () => {
    vi.useFakeTimers();
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const mutation = fakeMutation<string>();
    const location = { current: { pathname: '' } } as LocationRef;
    let api: ReturnType<typeof useSaveAndRedirect<string>> | null = null;
    function Form() {
      api = useSaveAndRedirect(mutation, '/lista', 'Cobro registrado');
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/form']}>
        <Routes>
          <Route path="/form" element={<Form />} />
          <Route path="/lista" element={null} />
        </Routes>
        <LocationProbe into={location} />
      </MemoryRouter>,
    );
    act(() => api!.save('datos'));
    expect(mutation.calls[0].variables).toBe('datos');
    expect(api!.saved).toBe(false);
    act(() => mutation.calls[0].callbacks.onSuccess?.());
    expect(success).toHaveBeenCalledWith('Cobro registrado');
    expect(api!.saved).toBe(true);
    expect(api!.busy).toBe(true);
    act(() => vi.advanceTimersByTime(SUCCESS_REDIRECT_MS));
    expect(location.current.pathname).toBe('/lista');
    success.mockRestore();
    vi.useRealTimers();
  });
});
