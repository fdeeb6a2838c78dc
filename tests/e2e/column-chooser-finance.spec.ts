import { expect, test, type Page } from '@playwright/test';
import { signInHome } from './support';

/**
 * 'Pagos de Clientes' on the demo seed: the 'Columnas' menu, worked with the keyboard, hides a
 * column from the header, the clients and the totals; the choice survives a reload.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Pagos de Clientes' });
const headers = (page: Page) => table(page).locator('thead th').allInnerTexts();

/** How many columns each row of the table spans: all equal when no cell is left over. */
const rowWidths = (page: Page) =>
  table(page)
    .locator('tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...(row as HTMLTableRowElement).cells].reduce((sum, cell) => sum + Math.max(1, cell.colSpan), 0),
      ),
    );

test('Columnas on Pagos de Clientes: hide with the keyboard, aligned rows, kept after a reload', async ({
  page,
}) => {
  await signInHome(page, 'superadmin');
  await page.goto('/#/superVisarPagoCliente/listarPagosClientes');
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect((await headers(page)).map((text) => text.trim())).toEqual([
    'Expandir',
    'Cliente / Documento',
    'Estimado',
    'Pagado',
    'Saldo',
    'Estado',
    'Acciones',
  ]);

  const toggle = page.getByRole('button', { name: 'Columnas' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const pagado = page.getByRole('checkbox', { name: 'Pagado' });
  await expect(pagado).toBeVisible();
  await pagado.focus();
  await page.keyboard.press('Space');
  await expect(pagado).not.toBeChecked();
  await page.keyboard.press('Escape');

  const shown = ['Expandir', 'Cliente / Documento', 'Estimado', 'Saldo', 'Estado', 'Acciones'];
  await expect.poll(async () => (await headers(page)).map((text) => text.trim())).toEqual(shown);
  const totals = table(page).locator('tfoot tr');
  await expect(totals).toContainText('Deuda:');
  await table(page)
    .getByRole('button', { name: /^Documentos de / })
    .first()
    .click();
  const widths = await rowWidths(page);
  expect(new Set(widths)).toEqual(new Set([shown.length]));

  await page.reload();
  await expect(table(page).locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
  expect((await headers(page)).map((text) => text.trim())).toEqual(shown);
  expect(new Set(await rowWidths(page))).toEqual(new Set([shown.length]));
});
