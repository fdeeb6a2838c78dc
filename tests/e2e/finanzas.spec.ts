import { expect, test, type Locator, type Page } from '@playwright/test';
import type { z } from 'zod';
import { cobroListSchema } from '../../src/contract/cobro';
import { documentoListSchema } from '../../src/contract/documento';
import { userListSchema } from '../../src/contract/usuario';
import { cobroEstimadoListSchema, montoExtraListSchema, tareaListSchema } from '../../src/contract/finanzas';
import { DEFAULT_AGENCY_TIME_ZONE, todayIn } from '../../src/domain/agency-time';
import { fromCents } from '../../src/domain/cents';
import { formatMoney } from '../../src/domain/format';
import { superAdminCards } from '../../src/domain/superadmin-home';
import { DEMO_PASSWORD, screenshot, signInHome } from './support';

/** Generous: the machine runs other suites at the same time. */
const SLOW = { timeout: 20_000 };
const MONEY = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;

/** '$1,234.56' in céntimos. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** A list the way the app reads it: fetched with a SuperAdmin token, parsed by the contract. */
async function apiList<S extends z.ZodType>(page: Page, path: string, schema: S): Promise<z.output<S>> {
  const login = await page.request.post('/api/login/', {
    data: { username: 'superadmin', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await page.request.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return schema.parse(await response.json());
}

/** The value of one badge of a FigureBadges list ('Pagado: $95.00' → céntimos). */
async function badgeCents(list: Locator, label: string): Promise<number> {
  const text = await list
    .getByRole('listitem')
    .filter({ hasText: `${label}:` })
    .innerText();
  return cents(text.slice(text.indexOf(':') + 1));
}

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

test('superadmin: each Home card is the figure recomputed from the four lists of the API', async ({
  page,
}) => {
  await signInHome(page, 'superadmin');
  const usuarios = await apiList(page, 'usuario/', userListSchema);
  const expected = superAdminCards({
    documentos: await apiList(page, 'listar_documentacion/', documentoListSchema),
    estimados: await apiList(page, 'listar_cobros_estimados/', cobroEstimadoListSchema),
    tareas: await apiList(page, 'listar_tarea/', tareaListSchema),
    montos: await apiList(page, 'listar_monto_extra/', montoExtraListSchema),
    cobros: await apiList(page, 'listar_cobro/', cobroListSchema),
    users: usuarios.map((user) => ({ id: user.id, nombre: user.username, rol: user.rol?.nombre ?? null })),
  });
  const cards: [string, number][] = [
    ['Total Cobrar', expected.totalCobrarCents],
    ['Total Cobrado', expected.totalCobradoCents],
    ['Total Pagado', expected.totalPagadoCents],
    ['Pendiente por Cobrar', expected.pendienteCents],
  ];
  for (const [name, value] of cards) {
    await expect(page.getByRole('region', { name }).locator('p').last()).toHaveText(
      formatMoney(fromCents(value)),
      SLOW,
    );
  }
  // Beside 'Pendiente por Cobrar': the clients' debts and funds, each summed apart.
  const pendiente = page.getByRole('region', { name: 'Pendiente por Cobrar' });
  for (const [label, value] of [
    ['Deuda', expected.deudaClientesCents],
    ['Fondo', expected.fondosClientesCents],
  ] as const) {
    await expect(pendiente.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(
      formatMoney(fromCents(value)),
    );
  }
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
  // The client's paid total, read with the list filtered to that client.
  const resumen = page.getByRole('list', { name: 'Resumen de pagos de clientes' });
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Cliente').fill(nombre);
  await expect(resumen.getByRole('listitem').first()).toHaveText('Clientes: 1', SLOW);
  const paidBefore = await badgeCents(resumen, 'Pagado');
  await form.getByLabel('Monto del pago').fill('123.45');
  // The agency's day (Lima), which the form and the server both hold "today" to; not the browser's.
  const iso = todayIn(DEFAULT_AGENCY_TIME_ZONE, new Date());
  const today = { iso, shown: iso.split('-').reverse().join('/') };
  await form.getByLabel('Fecha de pago').fill(today.iso);
  await screenshot(page, 'finanzas-pagos-clientes');
  await form.getByRole('button', { name: 'Registrar Pago' }).click();
  await expect(form.getByRole('alert')).toHaveText('Pago registrado correctamente', SLOW);
  await expect.poll(() => badgeCents(resumen, 'Pagado'), SLOW).toBe(paidBefore + 12345);

  await page.goto('/#/superVisarPagoCliente/modificarPagoCliente');
  await expect(page.getByRole('heading', { name: 'Historial de Pagos' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: `Pagos de ${nombre}` }).click();
  const remove = page.getByRole('button', { name: `Eliminar pago de $123.45 del ${today.shown}` });
  await expect(remove).toBeVisible(SLOW);
  await screenshot(page, 'finanzas-historial');
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(confirm).toContainText(`¿Eliminar el pago de $123.45 de ${nombre} del ${today.shown}?`);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toHaveCount(0, SLOW);
  await expect(remove).toHaveCount(0, SLOW);

  // Deleting the payment takes its amount off the client's paid total.
  await page.goto(`/#/superVisarPagoCliente/listarPagosClientes?cliente=${encodeURIComponent(nombre)}`);
  await expect(resumen.getByRole('listitem').first()).toHaveText('Clientes: 1', SLOW);
  await expect.poll(() => badgeCents(resumen, 'Pagado'), SLOW).toBe(paidBefore);
});

test("superadmin adds units on the Comparativa: the document's estimate and the badges grow", async ({
  page,
}) => {
  await signInHome(page, 'superadmin');
  await page.goto('/#/superVisarPagoCliente/comparativaTotalCobrar');
  await expect(page.getByRole('heading', { name: 'Comparativa Total a Cobrar' })).toBeVisible(SLOW);
  const client = 'Clínica San Rafael';
  await page.getByRole('search', { name: 'Filtros' }).getByLabel('Cliente').fill(client);
  await page.getByRole('button', { name: `Documentos de ${client}` }).click();
  const sumar = page.getByRole('button', { name: /^Sumar unidades a / }).first();
  await expect(sumar).toBeVisible(SLOW);
  const documento = ((await sumar.getAttribute('aria-label')) ?? '').replace('Sumar unidades a ', '');
  const row = page.locator('tr').filter({ has: page.getByRole('cell', { name: documento, exact: true }) });
  const estimate = async () => cents(await row.locator('td').nth(2).innerText());
  const badges = page.getByRole('list', { name: 'Resumen de la comparativa' });
  const before = {
    estimate: await estimate(),
    estimado: await badgeCents(badges, 'Estimado'),
    ajustes: await badgeCents(badges, 'Ajustes'),
  };

  await sumar.click();
  const modal = page.getByRole('dialog', { name: 'Sumar unidades' });
  await expect(modal.getByLabel('Documento')).toHaveValue(documento);
  await modal.getByLabel('Tipo de tarea').selectOption({ label: 'Open' });
  await modal.getByLabel('Unidades').fill('7');
  await screenshot(page, 'finanzas-comparativa-sumar');
  await modal.getByRole('button', { name: 'Confirmar Suma' }).click();
  await expect(page.getByText('Operación registrada correctamente')).toBeVisible(SLOW);
  await expect(modal).toHaveCount(0, SLOW);

  // Backend-notes: an estimate counts one dollar per unit, so 7 units add $7.00.
  await expect.poll(estimate, SLOW).toBe(before.estimate + 700);
  expect(await badgeCents(badges, 'Estimado')).toBe(before.estimado + 700);
  expect(await badgeCents(badges, 'Ajustes')).toBe(before.ajustes + 700);
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
