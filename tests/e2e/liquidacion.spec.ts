import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MONTHS, monthLabel } from '../../src/domain/months';
import { screenshot, signInHome, signOut, withoutExtensions } from './support';

/**
 * 'Liquidación del mes' (extension `cierre_mes`) on the demo seed: each worker's Neto is its pay
 * on 'Lista Pagos' for the month; an Admin closes one worker's month and downloads its boleta; a
 * SuperAdmin reopens it with a reason. Without the extension there is no trace of the screen.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
// The demo seed fills the last six months up to this one: two months ago is filled.
const PERIOD = new Date();
PERIOD.setDate(1);
PERIOD.setMonth(PERIOD.getMonth() - 2);
const ANIO = PERIOD.getFullYear();
const MES = MONTHS[PERIOD.getMonth()];
const LABEL = `${monthLabel(MES)} de ${ANIO}`;
const TABLE = `Liquidación de ${LABEL}`;

/**
 * A figure of each row, by worker name (the first line of the row's first cell: a narrow table
 * folds the role under it).
 */
async function figures(
  page: Page,
  table: string | RegExp,
  figure: (row: Locator) => Locator,
): Promise<Map<string, string>> {
  const rows = page.getByRole('table', { name: table }).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const read = new Map<string, string>();
  for (const row of await rows.all()) {
    const name = (await row.locator('th, td').first().innerText()).split('\n')[0].trim();
    read.set(name, (await figure(row).innerText()).trim());
  }
  return read;
}

test('Admin closes a worker’s month from Liquidación, whose Neto is Lista Pagos’ pay; SuperAdmin reopens it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInHome(page, 'admin');
  await page.goto(`/#/gestPago/listarPagosCobros?mes=${MES}&anio=${ANIO}`);
  // 'Pagos de Agosto', or 'Pagos de Agosto de 2026' where the list knows the year.
  const pagos = await figures(page, new RegExp(`^Pagos de ${monthLabel(MES)}`), (row) =>
    row.getByRole('cell').nth(4),
  );

  await nav(page).getByRole('button', { name: 'Más' }).click();
  await nav(page).getByRole('link', { name: 'Liquidación' }).click();
  await expect(page.getByRole('heading', { name: 'Liquidación del mes', level: 1 })).toBeVisible();
  await page.getByLabel('Año', { exact: true }).selectOption(String(ANIO));
  await page.getByLabel('Mes', { exact: true }).selectOption(MES);
  await expect(page).toHaveURL(new RegExp(`anio=${ANIO}&mes=${MES}`));
  // The Neto links to the worker's payments of the month.
  const netos = await figures(page, TABLE, (row) => row.getByRole('link'));
  expect(netos.size).toBeGreaterThan(1);
  expect(Object.fromEntries(netos)).toEqual(Object.fromEntries(pagos));

  const [worker] = [...netos.keys()];
  const row = page.getByRole('table', { name: TABLE }).locator('tbody tr').filter({ hasText: worker });
  await page.getByRole('button', { name: `Cerrar mes de ${worker}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cerrar mes' });
  await expect(dialog).toContainText(LABEL);
  await expect(dialog).toContainText(worker);
  await expect(dialog).toContainText(netos.get(worker) ?? '');
  await dialog.getByRole('button', { name: 'Cerrar mes' }).click();
  await expect(page.getByText(`Mes de ${LABEL} cerrado para ${worker}.`)).toBeVisible();
  await expect(row).toContainText(/Cerrado por .+ el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(row.getByRole('button', { name: `Cerrar mes de ${worker}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^Reabrir/ })).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Boleta de pago de ${worker}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^boleta-\\d+-${ANIO}-${MES}\\.pdf$`));
  const bytes = await readFile((await download.path()) ?? '');
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await screenshot(page, 'liquidacion-admin');
  await signOut(page);

  await signInHome(page, 'superadmin');
  await page.goto(`/#/gestPago/liquidacion?anio=${ANIO}&mes=${MES}`);
  await page.getByRole('button', { name: `Reabrir mes de ${worker}` }).click();
  const reopen = page.getByRole('dialog', { name: 'Reabrir mes' });
  await reopen.getByLabel('Motivo').fill('Corto');
  await reopen.getByRole('button', { name: 'Reabrir' }).click();
  await expect(reopen.getByText(/al menos 10 caracteres/)).toBeVisible();
  await reopen.getByLabel('Motivo').fill('Falta un cobro del trabajador en el mes');
  await reopen.getByRole('button', { name: 'Reabrir' }).click();
  await expect(page.getByText(`Mes de ${LABEL} reabierto para ${worker}.`)).toBeVisible();
  await expect(row).toContainText('Abierto');
  await expect(row.getByRole('button', { name: `Cerrar mes de ${worker}` })).toBeVisible();
});

test('without the extension: no Liquidación item, a direct visit goes Home, no ext/ call but the discovery', async ({
  page,
}) => {
  const extCalls = await withoutExtensions(page);
  await signInHome(page, 'admin');
  await nav(page).getByRole('button', { name: 'Más' }).click();
  await expect(nav(page).getByRole('link', { name: 'Pagos', exact: true })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Liquidación' })).toHaveCount(0);

  await page.goto(`/#/gestPago/liquidacion?anio=${ANIO}&mes=${MES}`);
  await expect(page).toHaveURL(/#\/home$/);
  await page.goto(`/#/gestPago/listarPagosCobros?mes=${MES}`);
  await expect(page.getByRole('heading', { name: 'Lista Pagos', level: 1 })).toBeVisible();
  expect(extCalls.length).toBeGreaterThan(0);
  expect(extCalls.every((path) => path === '/api/ext/capacidades/')).toBe(true);
});
