import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { downloadBlob } from '../lib/export/download';

type User = ReturnType<typeof userEvent.setup>;

/** Unticks or ticks `names` in the 'Columnas' menu, then closes it with Escape. */
export async function toggleColumns(user: User, ...names: string[]) {
  await user.click(screen.getByRole('button', { name: 'Columnas' }));
  const menu = screen.getByRole('group', { name: 'Columnas visibles' });
  for (const name of names) await user.click(within(menu).getByRole('checkbox', { name }));
  await user.keyboard('{Escape}');
}

/** The visible text of a table's column headers (the visually hidden ones read as ''). */
export const headerTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => (header.querySelector('.visually-hidden') ? '' : (header.textContent ?? '')));

/** Every row of `table` spans as many columns as its header: no cell left over or missing. */
export function expectAligned(table: HTMLElement) {
  const width = (row: HTMLTableRowElement) =>
    [...row.cells].reduce((sum, cell) => sum + Math.max(1, cell.colSpan), 0);
  const [head, ...rows] = [...table.querySelectorAll('tr')];
  for (const row of rows)
    expect({ row: row.textContent, width: width(row) }).toEqual({
      row: row.textContent,
      width: width(head),
    });
}

/**
 * Exports the list as CSV through its 'Exportar' menu and reads the file's lines. The test file
 * mocks `downloadBlob` (vi.mock of lib/export/download), which receives the file.
 */
export async function exportCsv(user: User): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: 'Exportar' }));
  await user.click(await screen.findByRole('button', { name: 'CSV' }));
  await waitFor(() => expect(downloadBlob).toHaveBeenCalledTimes(1));
  const [blob] = vi.mocked(downloadBlob).mock.calls[0];
  return (await blob.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
}
