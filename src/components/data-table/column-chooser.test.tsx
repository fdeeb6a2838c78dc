import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { downloadBlob } from '../../lib/export/download';
import { actionsColumn, numberColumn, textColumn } from './columns';
import { columnsStorageKey } from './column-visibility';
import { DataTable, type Column } from './data-table';
import { exportCsv } from '../../test/column-chooser';

vi.mock('../../lib/export/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/export/download')>()),
  downloadBlob: vi.fn(),
}));

type Item = { id: number; nombre: string; monto: number };

const COLUMNS: Column<Item>[] = [
  textColumn('nombre', 'Nombre', (row) => row.nombre),
  numberColumn(
    'monto',
    'Monto',
    (row) => row.monto,
    (value) => value.toFixed(2),
  ),
  actionsColumn((row) => <button type="button">{`Editar ${row.id}`}</button>),
];
const ITEMS: Item[] = [
  { id: 1, nombre: 'Ana', monto: 4 },
  { id: 2, nombre: 'Luis', monto: 9.5 },
];

function renderTable({ listId }: { listId?: string } = { listId: 'items' }) {
  const element = (
    <DataTable<Item>
      columns={COLUMNS}
      rows={ITEMS}
      getRowId={(row) => row.id}
      caption="Items"
      emptyMessage="No hay items"
      exportFileName="items"
      listId={listId}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return userEvent.setup();
}

const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
const box = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => vi.mocked(downloadBlob).mockClear());

describe('Columnas', () => {
  it('hides a column from the table and remembers it for the list', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    // Acciones cannot be hidden, so it has no box.
    expect(
      within(screen.getByRole('group', { name: 'Columnas visibles' })).getAllByRole('checkbox'),
    ).toHaveLength(2);
    await user.click(box('Monto'));
    expect(headers()).toEqual(['Nombre', 'Acciones']);
    expect(screen.queryByText('9.50')).not.toBeInTheDocument();
    // The menu stays open to change another column.
    expect(box('Monto')).not.toBeChecked();
    expect(localStorage.getItem(columnsStorageKey('items'))).toBe('["monto"]');
  });

  it('keeps one column: the last shown box is disabled', async () => {
    const user = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    await user.click(box('Nombre'));
    expect(box('Monto')).toBeDisabled();
    expect(headers()).toEqual(['Monto', 'Acciones']);
  });

  it('is reached and used with the keyboard', async () => {
    const user = renderTable();
    screen.getByRole('button', { name: 'Columnas' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(box('Nombre')).toHaveFocus();
    await user.keyboard(' ');
    expect(headers()).toEqual(['Monto', 'Acciones']);
  });

  it('restores the stored choice and exports only the columns shown', async () => {
    localStorage.setItem(columnsStorageKey('items'), '["nombre"]');
    const user = renderTable();
    expect(headers()).toEqual(['Monto', 'Acciones']);
    const lines = await exportCsv(user);
    expect(lines[0]).toBe('Monto');
    expect(lines.slice(1).map((line) => line.split(';').length)).toEqual([1, 1]);
  });

  it('is not offered without a list id', () => {
    renderTable({ listId: undefined });
    expect(screen.queryByRole('button', { name: 'Columnas' })).not.toBeInTheDocument();
    expect(headers()).toEqual(['Nombre', 'Monto', 'Acciones']);
  });
});
