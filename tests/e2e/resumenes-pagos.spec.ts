import { expect, test, type Page } from '@playwright/test';
import { MONTHS } from '../../src/domain/months';
import { AGENCY_MONTH, signInHome, withoutExtensions } from './support';

/**
 * 'Lista Pagos' against the reference server: with the extensions it reads the month's payroll,
 * which names each row's supervised workers, and no cobro at all, and pays each worker what the backend without extensions (the
 * full list, paid by the app) pays, to the cent.
 */

const SLOW = { timeout: 30_000 };
/** This month and, after January, the one before: months of this year, whatever the extensions. */
const MESES = [MONTHS[AGENCY_MONTH - 1], ...(AGENCY_MONTH > 1 ? [MONTHS[AGENCY_MONTH - 2]] : [])];

/** The `listar_cobro/` requests a page makes, by their query ('' for the full list). */
function recordCobroLists(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/listar_cobro/') asked.push(url.searchParams.toString());
  });
  return asked;
}

/** Each worker's row of the month (name, role, supervised, units, pay) and the total row. */
async function payroll(page: Page, mes: string): Promise<string[]> {
  await page.goto(`/#/gestPago/listarPagosCobros?mes=${mes}`);
  const table = page.getByRole('table', { name: /^Pagos de / });
  await expect(table.locator('tbody tr').first()).toBeVisible(SLOW);
  await expect(table.locator('tfoot tr')).toContainText('$', SLOW);
  const rows = await table.locator('tbody tr, tfoot tr').allInnerTexts();
  return rows.map((row) => row.replace(/\s+/g, ' ').trim());
}

test('Lista Pagos pays each worker the same with the extensions as without, and reads no cobro with them', async ({
  browser,
}) => {
  const withExt = await browser.newPage();
  const asked = recordCobroLists(withExt);
  await signInHome(withExt, 'admin');
  const payrolls: Record<string, string[]> = {};
  for (const mes of MESES) payrolls[mes] = await payroll(withExt, mes);
  // A cold load of the page too: the early full list waits for the discovery, which spares it.
  await withExt.reload();
  await expect(
    withExt
      .getByRole('table', { name: /^Pagos de / })
      .locator('tbody tr')
      .first(),
  ).toBeVisible(SLOW);
  expect(asked).toEqual([]);
  await withExt.close();

  const without = await browser.newPage();
  const extCalls = await withoutExtensions(without);
  const askedWithout = recordCobroLists(without);
  await signInHome(without, 'admin');
  for (const mes of MESES) {
    const rows = await payroll(without, mes);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows, `Lista Pagos de ${mes}`).toEqual(payrolls[mes]);
  }
  expect(askedWithout).toContain('');
  expect(askedWithout.filter((query) => query !== '')).toEqual([]);
  expect(extCalls).toEqual(['/api/ext/capacidades/']);
  await without.close();
});
