import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_AGENCY_TIME_ZONE, todayIn } from '../../src/domain/agency-time';
import { screenshot, signInHome } from './support';

/**
 * In real Chromium, where a type="number" input dropped the decimal comma: '12,50' typed key by
 * key is recorded as 12.50, shown before confirming, and read back as 12.50 (never 1250).
 */
const SLOW = { timeout: 20_000 };
const WIDTHS = [1024, 1366, 1920] as const;

async function atWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await screenshot(page, `money-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}

/** A GET of the API with the signed-in session's token, as the app sends it. */
async function apiGet(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('auth') ?? sessionStorage.getItem('auth');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return response.json();
  }, `/api/${path}`);
}

test('Registrar Pago records 12,50 as $12.50', async ({ page }) => {
  await signInHome(page, 'superadmin');
  await page.goto('/#/superVisarPagoCliente/listarPagosClientes');
  const form = page.getByRole('region', { name: 'Registrar Pago' });
  const submit = form.getByRole('button', { name: 'Registrar Pago' });
  await expect(submit).toBeDisabled(SLOW);
  await expect(submit).toHaveAccessibleDescription('Elige un cliente');
  const cliente = form.getByLabel('Cliente');
  await expect(cliente.locator('option').nth(1)).toBeAttached(SLOW);
  await cliente.selectOption({ index: 1 });
  const clienteId = Number(await cliente.inputValue());

  const monto = form.getByLabel('Monto del pago');
  await expect(monto).toHaveAttribute('inputmode', 'decimal');
  await monto.pressSequentially('12,505');
  await monto.blur();
  await expect(form.getByText('Use como máximo 2 decimales')).toHaveCount(2);
  await atWidths(page, 'registrar-pago-error');
  await monto.fill('');
  await monto.pressSequentially('12,50');
  await expect(form.getByText('Se registrará $12.50')).toBeVisible();
  await expect(submit).toHaveAccessibleDescription('Indica la fecha de pago');
  await atWidths(page, 'registrar-pago-sin-fecha');

  const today = todayIn(DEFAULT_AGENCY_TIME_ZONE, new Date());
  await form.getByLabel('Fecha de pago').fill(today);
  await expect(submit).toBeEnabled();
  await atWidths(page, 'registrar-pago');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Pago registrado correctamente', SLOW);

  const pagos = (await apiGet(page, 'listar_historial_pago/')) as {
    cliente_id: number;
    monto: unknown;
    fecha: string;
  }[];
  const mine = pagos.filter((pago) => Number(pago.cliente_id) === clienteId && pago.fecha.startsWith(today));
  expect(mine.map((pago) => Number(pago.monto))).toContain(12.5);
  expect(mine.map((pago) => Number(pago.monto))).not.toContain(1250);

  await page.goto('/#/superVisarPagoCliente/modificarPagoCliente');
  const nombre = (await apiGet(page, `detail_client/${clienteId}/`)) as { nombre: string };
  await page.getByRole('button', { name: `Pagos de ${nombre.nombre}` }).click(SLOW);
  const shown = today.split('-').reverse().join('/');
  await expect(page.getByRole('button', { name: `Eliminar pago de $12.50 del ${shown}` })).toBeVisible(SLOW);
});

test('the bonus modal records 12,50 as S/. 12.50', async ({ page }) => {
  await signInHome(page, 'admin');
  await page.goto('/#/gestPago/listarPagosCobrosDetallados/4');
  const rows = page.locator('table tbody tr');
  await expect(rows.first()).toBeVisible(SLOW);
  const id = (await rows.first().locator('td').first().innerText()).trim();
  await rows
    .first()
    .getByRole('button', { name: `Bonus del cobro ${id}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Bonificación · Cobro ${id}` });
  const monto = modal.getByLabel('Monto (S/.)');
  await monto.fill('');
  await monto.pressSequentially('1.234,50');
  await monto.blur();
  await expect(modal.getByText('No use separador de miles')).toBeVisible();
  await monto.fill('');
  await monto.pressSequentially('12,50');
  await expect(modal.getByText('Se registrará S/. 12.50')).toBeVisible();
  await modal.getByLabel('Motivo').fill('Coma decimal e2e');
  await atWidths(page, 'bonus-modal');
  await modal.getByRole('button', { name: 'Aplicar Bonificación' }).click();
  await expect(page.getByText('Bonificación aplicada correctamente')).toBeVisible(SLOW);
  await expect(modal).toHaveCount(0, SLOW);

  const row = page
    .locator('table tbody tr')
    .filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row).toContainText('S/. 12.50', SLOW);
  const cobros = (await apiGet(page, 'listar_cobro/')) as { id: number; bonificado: unknown }[];
  const cobro = cobros.find((item) => String(item.id) === id);
  expect(Number(cobro?.bonificado)).toBe(12.5);
});
