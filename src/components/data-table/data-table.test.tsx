import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import * as XLSX from 'xlsx';
import { downloadBlob } from '../../lib/export/download';
import { DataTable, type Column, type DataTableProps } from './data-table';

vi.mock('../../lib/export/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/export/download')>()),
  downloadBlob: vi.fn(),
}));

interface Person {
  id: number;
  nombre: string;
  edad: number | null;
  activo: boolean;
}

const COLUMNS: Column<Person>[] = [
  { id: 'id', header: 'ID', value: (row) => row.id, align: 'end' },
  { id: 'nombre', header: 'Nombre', value: (row) => row.nombre },
  { id: 'edad', header: 'Edad', value: (row) => row.edad, align: 'end' },
  { id: 'activo', header: 'Activo', value: (row) => row.activo },
  {
    id: 'acciones',
    header: 'Acciones',
    value: () => null,
    cell: (row) => <button type="button">{`Editar ${row.id}`}</button>,
    sortable: false,
    exportable: false,
  },
];

const PEOPLE: Person[] = [
  { id: 1, nombre: 'José Pérez', edad: 34, activo: true },
  { id: 2, nombre: 'ana López', edad: 28, activo: false },
  { id: 3, nombre: 'Ángela Ruiz', edad: 41, activo: true },
  { id: 4, nombre: 'Bruno Díaz', edad: null, activo: true },
  { id: 5, nombre: 'Carla Núñez', edad: 9, activo: false },
];

function people(count: number, nombre: (index: number) => string = (index) => `Persona ${index}`): Person[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    nombre: nombre(index + 1),
    edad: 20 + (index % 50),
    activo: index % 2 === 0,
  }));
}

function renderTable(props: Partial<DataTableProps<Person>> = {}, url = '/') {
  const element = (
    <DataTable<Person>
      columns={COLUMNS}
      rows={PEOPLE}
      getRowId={(row) => row.id}
      caption="Personas"
      emptyMessage="No hay personas registradas"
      exportFileName="personas"
      {...props}
    />
  );
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const params = () => new URLSearchParams(router.state.location.search);
  return { router, params, user: userEvent.setup() };
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
/** The Nombre cell of every row on screen, in order. */
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);
const header = (name: string) => screen.getByRole('columnheader', { name });
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar' });

async function exportAs(user: ReturnType<typeof userEvent.setup>, format: 'CSV' | 'Excel (XLSX)') {
  await user.click(screen.getByRole('button', { name: 'Exportar' }));
  await user.click(await screen.findByRole('button', { name: format }));
  await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
  const [blob, fileName] = vi.mocked(downloadBlob).mock.calls[0];
  return { blob, fileName };
}

afterEach(() => vi.mocked(downloadBlob).mockClear());

describe('DataTable', () => {
  it('shows the rows in the given order with booleans as Sí/No', () => {
    renderTable();
    expect(screen.getByRole('table', { name: 'Personas' })).toBeInTheDocument();
    expect(names()).toEqual(['José Pérez', 'ana López', 'Ángela Ruiz', 'Bruno Díaz', 'Carla Núñez']);
    expect(within(bodyRows()[0]).getAllByRole('cell')[3]).toHaveTextContent('Sí');
    expect(screen.getByRole('button', { name: 'Editar 1' })).toBeInTheDocument();
  });

  it('sorts by a header click, toggling the direction, in Spanish order', async () => {
    const { user, params } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(names()).toEqual(['ana López', 'Ángela Ruiz', 'Bruno Díaz', 'Carla Núñez', 'José Pérez']);
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Edad')).not.toHaveAttribute('aria-sort');
    expect(params().get('orden')).toBe('nombre');
    expect(params().get('dir')).toBe('asc');

    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    expect(names()).toEqual(['José Pérez', 'Carla Núñez', 'Bruno Díaz', 'Ángela Ruiz', 'ana López']);
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'descending');
    expect(params().get('dir')).toBe('desc');
  });

  it('sorts from the keyboard, numbers numerically and blanks last', async () => {
    const { user } = renderTable();
    screen.getByRole('button', { name: 'Edad' }).focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Carla Núñez', 'ana López', 'José Pérez', 'Ángela Ruiz', 'Bruno Díaz']);
    expect(header('Edad')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Ángela Ruiz', 'José Pérez', 'ana López', 'Carla Núñez', 'Bruno Díaz']);
    expect(header('Edad')).toHaveAttribute('aria-sort', 'descending');
  });

  it('gives columns that cannot be sorted no sort button', () => {
    renderTable();
    expect(within(header('Acciones')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches ignoring case and accents, keeping the text in the URL without adding history', async () => {
    const { user, params, router } = renderTable();
    await user.type(searchBox(), 'jose');
    expect(names()).toEqual(['José Pérez']);
    await user.clear(searchBox());
    await user.type(searchBox(), 'NUNEZ');
    expect(names()).toEqual(['Carla Núñez']);
    expect(params().get('q')).toBe('NUNEZ');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes back to the first page when the search changes', async () => {
    const { user, params } = renderTable({ rows: people(60) }, '/?pagina=3');
    expect(screen.getByText('Mostrando 51 a 60 de 60')).toBeInTheDocument();
    await user.type(searchBox(), 'persona');
    expect(params().get('pagina')).toBeNull();
    expect(screen.getByText('Mostrando 1 a 25 de 60')).toBeInTheDocument();
  });

  it('restores search, sort and page from the URL', () => {
    const rows = [...people(30, (index) => `Ana ${index}`), ...people(10, (index) => `Beto ${index}`)].map(
      (row, index) => ({ ...row, id: index + 1 }),
    );
    renderTable({ rows }, '/?q=ana&orden=nombre&dir=desc&pagina=2');
    expect(searchBox()).toHaveValue('ana');
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Mostrando 26 a 30 de 30')).toBeInTheDocument();
    expect(names()).toEqual(['Ana 5', 'Ana 4', 'Ana 3', 'Ana 2', 'Ana 1']);
  });

  it('falls back to the default sort and first page for invalid parameters', () => {
    renderTable(
      { rows: people(30), defaultSort: { id: 'nombre', dir: 'desc' } },
      '/?orden=clave&dir=arriba&pagina=abc&tam=7',
    );
    expect(header('Nombre')).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Mostrando 1 a 25 de 30')).toBeInTheDocument();
    expect(names()[0]).toBe('Persona 30');
  });

  it('shows the last page for a page beyond the end', () => {
    renderTable({ rows: people(30) }, '/?pagina=99');
    expect(screen.getByText('Mostrando 26 a 30 de 30')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
  });

  it('brings the earlier search back on browser back', async () => {
    const { user, router } = renderTable({}, '/?q=jose');
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    await user.clear(searchBox());
    await user.type(searchBox(), 'ana');
    expect(names()).toEqual(['ana López']);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue('jose'));
    expect(names()).toEqual(['José Pérez']);
    expect(header('Nombre')).not.toHaveAttribute('aria-sort');
  });

  it('takes a search cleared from outside the table', async () => {
    const { user, router } = renderTable();
    await user.type(searchBox(), 'jose');
    await act(() => router.navigate('/', { replace: true }));
    expect(searchBox()).toHaveValue('');
    expect(bodyRows()).toHaveLength(5);
  });

  it('shows the applied-filter chips between the search row and the table', () => {
    renderTable({
      filterChips: (
        <ul aria-label="Filtros aplicados">
          <li>Mes: Octubre</li>
        </ul>
      ),
    });
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(searchBox().compareDocumentPosition(chips)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(chips.compareDocumentPosition(screen.getByRole('table'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows the empty text and disables export when there are no rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No hay personas registradas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
  });

  it('says when the search finds nothing and clears it', async () => {
    const { user, params } = renderTable();
    await user.type(searchBox(), 'zzz');
    expect(screen.getByText('No se encontraron resultados para la búsqueda')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(searchBox()).toHaveValue('');
    expect(params().get('q')).toBeNull();
    expect(bodyRows()).toHaveLength(5);
  });

  it('shows a spinner under the header while loading', () => {
    renderTable({ isLoading: true, rows: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(header('Nombre')).toBeInTheDocument();
    expect(screen.queryByText('No hay personas registradas')).not.toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const onRetry = vi.fn();
    const { user } = renderTable({ error: 'No se pudo cargar la lista', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la lista');
    expect(screen.queryByRole('button', { name: 'Editar 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders one page of 5,000 rows and pages through them', async () => {
    const { user, params } = renderTable({ rows: people(5000) });
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('Mostrando 1 a 25 de 5000')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Mostrando 26 a 50 de 5000')).toBeInTheDocument();
    expect(names()[0]).toBe('Persona 26');
    expect(params().get('pagina')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(screen.getByText('Mostrando 4976 a 5000 de 5000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 200' })).toHaveAttribute('aria-current', 'page');

    await user.selectOptions(screen.getByLabelText('Por página'), '100');
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText('Mostrando 1 a 100 de 5000')).toBeInTheDocument();
    expect(params().get('tam')).toBe('100');
  });

  it('without a search box reads the columns of the rows it shows, not of every row', () => {
    let reads = 0;
    const counted: Column<Person>[] = COLUMNS.map((column) =>
      column.id === 'nombre'
        ? {
            ...column,
            value: (row) => {
              reads += 1;
              return row.nombre;
            },
          }
        : column,
    );
    renderTable({ rows: people(1000), columns: counted, searchable: false });
    expect(names()[0]).toBe('Persona 1');
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThan(100);
  });

  it('exports every matching row as CSV, searched and sorted, without action columns', async () => {
    const rows = [
      ...PEOPLE,
      ...people(40, (index) => `Ana Extra ${index}`).map((row) => ({ ...row, id: 100 + row.id })),
    ];
    const { user } = renderTable({ rows }, '/?orden=edad&dir=desc');
    await user.type(searchBox(), 'an');

    const { blob, fileName } = await exportAs(user, 'CSV');
    expect(fileName).toMatch(/^personas-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blob.text()).split('\r\n');
    expect(lines[0]).toBe('ID;Nombre;Edad;Activo');
    expect(lines).toHaveLength(1 + 42 + 1);
    expect(lines.at(-1)).toBe('');
    const exported = lines.slice(1, -1).map((line) => line.split(';'));
    expect(exported.filter(([, nombre]) => !nombre.startsWith('Ana Extra'))).toEqual([
      ['3', 'Ángela Ruiz', '41', 'Sí'],
      ['2', 'ana López', '28', 'No'],
    ]);
    const ages = exported.map(([, , edad]) => Number(edad));
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
  });

  it('exports an Excel file with numbers as numbers', async () => {
    const { user } = renderTable({}, '/?q=jose');
    const { blob, fileName } = await exportAs(user, 'Excel (XLSX)');
    expect(fileName).toMatch(/^personas-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toEqual([
      ['ID', 'Nombre', 'Edad', 'Activo'],
      [1, 'José Pérez', 34, 'Sí'],
    ]);
  });
});

describe('DataTable folding', () => {
  /** Edad folds under Nombre below 800 px of room. */
  const FOLDING: Column<Person>[] = COLUMNS.map((column) =>
    column.id === 'edad' ? { ...column, width: '6rem', fold: { into: 'nombre', below: 800 } } : column,
  );
  const NOMBRE_WIDTH: Column<Person>[] = FOLDING.map((column) =>
    column.id === 'nombre' ? { ...column, width: '10rem' } : column,
  );

  /** The room the table is given, as the browser would measure it. */
  function giveWidth(width: number) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows every column, with its width, when there is room', () => {
    giveWidth(800);
    renderTable({ columns: NOMBRE_WIDTH });
    expect(header('Edad')).toBeInTheDocument();
    expect(header('Nombre')).toHaveStyle({ width: '10rem' });
    expect(within(bodyRows()[0]).getAllByRole('cell')).toHaveLength(5);
  });

  it('moves a folding column under its neighbour when the table is narrow', () => {
    giveWidth(799);
    renderTable({ columns: NOMBRE_WIDTH });
    expect(screen.queryByRole('columnheader', { name: 'Edad' })).not.toBeInTheDocument();
    expect(header('Nombre Edad')).toBeInTheDocument();
    // The neighbour gives up its width to share the room with the other columns.
    expect(header('Nombre Edad').style.width).toBe('');
    const cells = within(bodyRows()[0]).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    expect(cells[1]).toHaveTextContent(/^José Pérez34$/);
    expect(within(cells[1]).getByText('34')).toHaveClass('data-table-fold');
  });

  it('still sorts by the folded column from its line in the neighbour header', async () => {
    giveWidth(600);
    const { user } = renderTable({ columns: FOLDING });
    await user.click(within(header('Nombre Edad')).getByRole('button', { name: 'Edad' }));
    // The Nombre cell reads the name, then the folded age.
    expect(names()).toEqual(['Carla Núñez9', 'ana López28', 'José Pérez34', 'Ángela Ruiz41', 'Bruno Díaz']);
  });

  it('exports and searches the folded column as any other', async () => {
    giveWidth(600);
    const { user } = renderTable({ columns: FOLDING });
    await user.type(searchBox(), '41');
    expect(names()).toEqual(['Ángela Ruiz41']);
    const { blob } = await exportAs(user, 'CSV');
    expect((await blob.text()).split('\r\n').slice(0, 2)).toEqual([
      'ID;Nombre;Edad;Activo',
      '3;Ángela Ruiz;41;Sí',
    ]);
  });

  it('draws a wide table once: a measured width that folds nothing changes nothing', () => {
    giveWidth(1200);
    let drawn = 0;
    renderTable({
      columns: FOLDING.map((column) =>
        column.id === 'acciones'
          ? {
              ...column,
              cell: (row) => {
                drawn += 1;
                return <button type="button">{`Editar ${row.id}`}</button>;
              },
            }
          : column,
      ),
    });
    expect(header('Edad')).toBeInTheDocument();
    expect(drawn).toBe(bodyRows().length);
  });

  it('does not fold into a column that folds itself, which would hide both', () => {
    giveWidth(600);
    renderTable({
      columns: FOLDING.map((column) =>
        column.id === 'nombre' ? { ...column, fold: { into: 'edad', below: 800 } } : column,
      ),
    });
    expect(header('Edad')).toBeInTheDocument();
    expect(header('Nombre')).toBeInTheDocument();
  });
});
