import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_AGENCY_TIME_ZONE, todayIn } from '../../src/domain/agency-time';
import { signInHome, withoutExtensions } from './support';

const SLOW = { timeout: 20_000 };
const WIDTHS = [1024, 1366, 1920] as const;
const SHOTS = process.env.CTA_SHOTS;

/** Full-page captures at the three widths people use, when CTA_SHOTS names a folder for them. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

const pagosClientes = async (page: Page) => {
  await page.goto('/#/superVisarPagoCliente/listarPagosClientes');
  await expect(page.getByRole('heading', { name: 'Pagos de Clientes', level: 1 })).toBeVisible(SLOW);
};

test('a payment shows on the client’s statement, whose balance is Pagos de Clientes’; PDF; every balance checks', async ({
  page,
}) => {
  await signInHome(page, 'superadmin');
  await expect(page.getByRole('table', { name: 'Clientes con mayor deuda' })).toBeVisible(SLOW);
  await shots(page, 'home');

  await pagosClientes(page);
  const form = page.getByRole('region', { name: 'Registrar Pago' });
  const cliente = form.getByLabel('Cliente');
  await expect(cliente.locator('option').nth(1)).toBeAttached(SLOW);
  await cliente.selectOption({ index: 1 });
  const nombre = (await cliente.locator('option:checked').innerText()).replace(/ \(Fondo: .*\)$/, '').trim();
  await form.getByLabel('Monto del pago').fill('12.34');
  await form.getByLabel('Fecha de pago').fill(todayIn(DEFAULT_AGENCY_TIME_ZONE, new Date()));
  await form.getByRole('button', { name: 'Registrar Pago' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pago registrado correctamente', SLOW);

  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Cliente').fill(nombre);
  const row = page
    .getByRole('table', { name: 'Pagos de Clientes' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: nombre, exact: true }) });
  await expect(row).toHaveCount(1, SLOW);
  const saldo = (await row.getByRole('cell').nth(3).innerText()).trim();
  await shots(page, 'pagos-clientes');

  await row.getByRole('link', { name: `Estado de cuenta de ${nombre}` }).click();
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible(SLOW);
  await expect(page.getByText(`${nombre} · Todo el historial`)).toBeVisible(SLOW);
  const movimientos = page.getByRole('table', { name: 'Movimientos' });
  await expect(movimientos.getByRole('row').last()).toContainText('Pago registrado', SLOW);
  await expect(movimientos.getByRole('row').last()).toContainText('$12.34');
  const final = page.getByText('Saldo final', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(final).toHaveText(saldo);
  await shots(page, 'estado-cuenta');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await (await download).path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await pagosClientes(page);
  const verificar = page.getByRole('button', { name: 'Verificar saldos' });
  await verificar.click();
  await expect(page.getByText(/^Los \d+ clientes cuadran\.$/)).toBeVisible(SLOW);
});

test('without extensions: no statement link nor Verificar saldos; Home still lists debtors and payments', async ({
  page,
}) => {
  const extCalls = await withoutExtensions(page);
  await signInHome(page, 'superadmin');
  const debtors = page.getByRole('table', { name: 'Clientes con mayor deuda' });
  await expect(debtors).toBeVisible(SLOW);
  await expect(debtors.getByRole('row')).not.toHaveCount(1);
  const payments = page.getByRole('table', { name: 'Últimos pagos recibidos' });
  await expect(payments.getByRole('row')).not.toHaveCount(1);
  // A debtor leads to Pagos de Clientes filtered to it, not to a statement.
  await expect(debtors.getByRole('link').first()).toHaveAttribute('href', /listarPagosClientes\?cliente=/);

  await pagosClientes(page);
  await expect(page.getByRole('table', { name: 'Pagos de Clientes' }).getByRole('row').nth(1)).toBeVisible(
    SLOW,
  );
  await expect(page.getByRole('button', { name: 'Verificar saldos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Estado de cuenta de / })).toHaveCount(0);
  expect(new Set(extCalls)).toEqual(new Set(['/api/ext/capacidades/']));
});
