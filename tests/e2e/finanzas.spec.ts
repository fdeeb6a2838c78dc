import { expect, test } from '@playwright/test';
import { screenshot, signInHome } from './support';

/** Generous: the machine runs other suites at the same time. */
const SLOW = { timeout: 20_000 };
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

test('superadmin: the Home shows the four finance cards with amounts', async ({ page }) => {
  await signInHome(page, 'superadmin');
  for (const name of ['Total Cobrar', 'Total Cobrado', 'Total Pagado', 'Pendiente por Cobrar']) {
    const card = page.getByRole('region', { name });
    await expect(card).toBeVisible(SLOW);
    await expect(card.locator('p').last()).toHaveText(MONEY);
  }
  await expect(page.getByRole('heading', { name: /^Cobrado y estimado por mes/ })).toBeVisible(SLOW);
  await screenshot(page, 'finanzas-home-superadmin');
});

test('superadmin registers a client payment, finds it in the history and deletes it', async ({ page }) => {
  await signInHome(page, 'superadmin');
  await page.goto('/#/superVisarPagoCliente/listarPagosClientes');
  await expect(page.getByRole('heading', { name: 'Pagos de Clientes', level: 1 })).toBeVisible(SLOW);
  const form = page.getByRole('region', { name: 'Registrar Pago' });
  const cliente = form.getByLabel('Cliente');
  await expect(cliente.locator('option').nth(1)).toBeAttached(SLOW);
  await cliente.selectOption({ index: 1 });
  const nombre = (await cliente.locator('option:checked').innerText()).replace(/ \(Fondo: .*\)$/, '').trim();
  await form.getByLabel('Monto del pago').fill('123.45');
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return {
      iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
      shown: `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`,
    };
  });
  await form.getByLabel('Fecha de pago').fill(today.iso);
  await screenshot(page, 'finanzas-pagos-clientes');
  await form.getByRole('button', { name: 'Registrar Pago' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pago registrado correctamente', SLOW);

  await page.goto('/#/superVisarPagoCliente/modificarPagoCliente');
  await expect(page.getByRole('heading', { name: 'Historial de Pagos' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: `Pagos de ${nombre}` }).click();
  const remove = page.getByRole('button', { name: `Eliminar pago de $123.45 del ${today.shown}` });
  await expect(remove).toBeVisible(SLOW);
  await screenshot(page, 'finanzas-historial');
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(confirm).toContainText('¿Estás seguro que deseas eliminar este pago?');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toHaveCount(0, SLOW);
  await expect(remove).toHaveCount(0, SLOW);
});

test('superadmin pages the Comparativa to page 2', async ({ page }) => {
  await signInHome(page, 'superadmin');
  await page.goto('/#/superVisarPagoCliente/comparativaTotalCobrar');
  await expect(page.getByRole('heading', { name: 'Comparativa Total a Cobrar' })).toBeVisible(SLOW);
  await expect(page.getByText(/^Mostrando 1 a 10 de \d+/)).toBeVisible(SLOW);
  await page
    .getByRole('navigation', { name: 'Paginación' })
    .getByRole('button', { name: 'Página 2' })
    .click();
  await expect(page.getByText(/^Mostrando 11 a \d+ de \d+/)).toBeVisible(SLOW);
  await screenshot(page, 'finanzas-comparativa-pagina-2');
});
