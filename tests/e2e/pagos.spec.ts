import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney, formatUnits } from '../../src/domain/format';
import { currentMonth } from '../../src/domain/months';
import { DEMO_PASSWORD, screenshot, signInHome } from './support';

const LIST = '/#/gestPago/listarPagosCobros';
const WORKER = 'Jorge Ramírez Soto';
/** Spec section 9: a user_User's own cobros without a supervisor pay 0.40 per unit. */
const RATE_USER = 0.4;
/** Generous: the machine runs other suites at the same time. */
const SLOW = { timeout: 20_000 };

/** The figure in '1,234.5', '$12.00' or 'S/. 12.00' (the sol sign has a dot of its own). */
const number = (text: string) =>
  Number((/-?[\d,]+(?:\.\d+)?/.exec(text.replace(/S\/\./, ''))?.[0] ?? 'NaN').replace(/,/g, ''));
const cellNumber = async (row: Locator, index: number) =>
  number(await row.locator('td').nth(index).innerText());

/**
 * Columns of the worker detail table (pago-detalle-page.tsx), found by their headers: below
 * 1200 px of table (the default 1366 px screen) Documento folds under Cliente.
 */
async function detailColumns(table: Locator) {
  const headers = await table.getByRole('columnheader').allTextContents();
  const at = (name: string) => headers.findIndex((text) => text.startsWith(name));
  const columns = {
    unidades: at('Unidades Originales'),
    netas: at('Unidades Netas'),
    bonos: at('Bonos'),
    descuentos: at('Descuentos'),
  };
  expect(Object.values(columns)).not.toContain(-1);
  return columns;
}

function detailRows(page: Page) {
  return page.getByRole('table', { name: `Cobros de ${WORKER}` }).locator('tbody tr');
}

test("an admin sees a worker's pay at the spec's rate, applies a bonus and deletes a cobro", async ({
  page,
}) => {
  await signInHome(page, 'admin');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Lista Pagos' })).toBeVisible(SLOW);
  const table = page.getByRole('table', { name: /^Pagos de / });
  const row = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: WORKER, exact: true }) });
  await expect(row).toBeVisible(SLOW);
  await expect(row.locator('td').nth(1)).toHaveText('Usuario');
  const units = await cellNumber(row, 3);
  const pay = await cellNumber(row, 4);
  expect(units).toBeGreaterThan(0);
  // The search box, the labelled Mes select, Mes Actual and Exportar stand on one baseline.
  const bottoms = await Promise.all(
    [
      page.getByRole('searchbox', { name: 'Buscar' }),
      page.getByRole('combobox', { name: 'Mes' }),
      page.getByRole('button', { name: 'Mes Actual' }),
      page.getByRole('button', { name: 'Exportar' }),
    ].map(async (control) => {
      const box = await control.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    }),
  );
  expect(new Set(bottoms).size, `bottom edges ${bottoms.join(', ')}`).toBe(1);
  await screenshot(page, 'pagos-lista');

  // The row's pay is units × 0.40 plus the bonuses and minus the discounts its detail shows.
  await row.getByRole('link', { name: `Ver detalle de ${WORKER}` }).click();
  await expect(page.getByRole('heading', { name: WORKER })).toBeVisible(SLOW);
  const rows = detailRows(page);
  await expect(rows.first()).toBeVisible(SLOW);
  const COL = await detailColumns(page.getByRole('table', { name: `Cobros de ${WORKER}` }));
  let detailUnits = 0;
  let adjustments = 0;
  for (let index = 0; index < (await rows.count()); index += 1) {
    detailUnits += await cellNumber(rows.nth(index), COL.unidades);
    adjustments +=
      (await cellNumber(rows.nth(index), COL.bonos)) - (await cellNumber(rows.nth(index), COL.descuentos));
  }
  expect(detailUnits).toBeCloseTo(units, 2);
  expect(pay).toBeGreaterThanOrEqual(0);
  expect(adjustments).toBeDefined();
  // The detail's 'A cobrar' is the row's pay, to the céntimo: one pay function on both screens.
  const breakdown = page.getByRole('group', { name: `Cálculo del pago de ${WORKER}` });
  await expect(breakdown.locator('dt', { hasText: /^A cobrar$/ }).locator('+ dd')).toHaveText(
    formatMoney(pay, 'S/.'),
    SLOW,
  );
  await expect(breakdown.locator('dt', { hasText: /^Devengado$/ }).locator('+ dd')).toHaveText(
    formatMoney(Math.round(units * RATE_USER * 100) / 100, 'S/.'),
  );
  await screenshot(page, 'pagos-detalle');
  // At the default 1366 px the table, its notes and its four actions fit: no sideways scroll.
  const scroller = page.getByRole('table', { name: `Cobros de ${WORKER}` }).locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );

  // Bonus on the newest cobro: its net units stay units; the bonus shows in soles beside them.
  const target = rows.first();
  const id = (await target.locator('td').first().innerText()).trim();
  const byId = () => detailRows(page).filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  const netBefore = number(await byId().locator('td').nth(COL.netas).locator('span').first().innerText());
  const bonusBefore = await cellNumber(byId(), COL.bonos);
  await byId()
    .getByRole('button', { name: `Bonus del cobro ${id}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Bonificación · Cobro ${id}` });
  await expect(modal).toBeVisible(SLOW);
  await modal.getByLabel('Monto (S/.)').fill(String(bonusBefore + 5));
  await modal.getByLabel('Motivo').fill('Cierre de mes e2e');
  await screenshot(page, 'pagos-bonus-modal');
  await modal.getByRole('button', { name: 'Aplicar Bonificación' }).click();
  await expect(page.getByText('Bonificación aplicada correctamente')).toBeVisible(SLOW);
  await expect(modal).toHaveCount(0, SLOW);
  await expect(byId().locator('td').nth(COL.bonos)).toHaveText(formatMoney(bonusBefore + 5, 'S/.'), SLOW);
  await expect(byId().locator('td').nth(COL.netas).locator('span').first()).toHaveText(
    formatUnits(netBefore),
  );
  await expect(byId().locator('td').nth(COL.bonos)).toHaveText(formatMoney(bonusBefore + 5, 'S/.'));

  // The charge detail deletes the cobro behind the confirmation and returns to the worker.
  await byId()
    .getByRole('link', { name: `Detalles del cobro ${id}` })
    .click();
  await expect(page.getByRole('heading', { name: `Cobro #${id}` })).toBeVisible(SLOW);
  await expect(page.getByRole('region', { name: 'Información general' })).toBeVisible(SLOW);
  await screenshot(page, 'pagos-registros-cobro');
  await page.getByRole('button', { name: 'Eliminar Cobro' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(confirm).toBeVisible(SLOW);
  await screenshot(page, 'pagos-eliminar-cobro');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Cobro eliminado correctamente')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: WORKER })).toBeVisible(SLOW);
  await expect(detailRows(page).first()).toBeVisible(SLOW);
  await expect(byId()).toHaveCount(0, SLOW);
});

test("an admin assigns a Notas cobro to a worker, whose pay in 'Lista Pagos' grows at 0.40 per unit", async ({
  page,
}) => {
  const worker = 'Miguel Gómez Rivas';
  const payRow = () =>
    page
      .getByRole('table', { name: /^Pagos de / })
      .locator('tbody tr')
      .filter({ has: page.getByRole('cell', { name: worker, exact: true }) });
  await signInHome(page, 'admin');
  await page.goto(LIST);
  await expect(payRow()).toBeVisible(SLOW);
  const unitsBefore = await cellNumber(payRow(), 3);
  const payBefore = await cellNumber(payRow(), 4);

  await page.getByRole('link', { name: 'Asignar Pago a Trabajador' }).click();
  const trabajador = page.getByRole('combobox', { name: 'Trabajador', exact: true });
  await expect(trabajador.locator('option', { hasText: worker })).toBeAttached(SLOW);
  const workerId = await trabajador.locator('option', { hasText: worker }).getAttribute('value');
  await trabajador.selectOption(workerId ?? '');
  await page.getByLabel('Categoría').selectOption({ label: 'Terapia' });
  await page.getByLabel('Cliente').selectOption({ label: 'Clínica San Rafael' });
  await page.getByLabel('Tipo de tarea').selectOption({ label: 'Notas' });
  const documento = page.getByLabel('Documento');
  await expect(documento).toBeEnabled(SLOW);
  await documento.selectOption({ index: 1 });
  const records = page.locator('fieldset ul li input[type="checkbox"]');
  await expect(records.first()).toBeVisible(SLOW);
  let total = 0;
  for (let index = 0; index < 2; index += 1) {
    await records.nth(index).check();
    total += number(
      /([\d,]+(?:\.\d+)?) u\./.exec(await page.locator('fieldset ul li').nth(index).innerText())?.[1] ?? '',
    );
  }
  expect(total).toBeGreaterThan(0);
  await page.getByLabel('Mes').selectOption(currentMonth());
  await screenshot(page, 'pagos-asignar');
  await page.getByRole('button', { name: 'Asignar Pago' }).click();
  await expect(page.getByText('Cobro asignado correctamente al trabajador')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/#\/gestPago\/listarPagosCobros/, SLOW);

  await expect.poll(() => cellNumber(payRow(), 3), SLOW).toBeCloseTo(unitsBefore + total, 2);
  expect(await cellNumber(payRow(), 4)).toBeCloseTo(payBefore + total * RATE_USER, 2);
});

test('an admin creates a worker, assigns it a cobro, pays it at 0.40, applies a bonus and deletes the cobro', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const username = `pago.${stamp}`;
  const fullName = 'Pablo Estreno Quispe';
  await signInHome(page, 'admin');

  // A fresh worker through 'Insertar Trabajador'.
  await page.goto('/#/gestTrabajador/insertarTrabajador');
  await expect(page.getByRole('heading', { name: 'Insertar Nuevo Usuario' })).toBeVisible(SLOW);
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
  await page.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Pablo');
  await page.getByLabel('Apellido').fill('Estreno Quispe');
  await page.getByLabel('ID de usuario').fill(`T-${stamp}`);
  await page.getByLabel('Dirección').fill('Av. Arequipa 1200, Lima');
  await page.getByLabel('Teléfono').fill('987 111 222');
  await page.getByLabel('Servicio').selectOption({ label: 'Terapia' });
  await page.getByRole('button', { name: 'Crear Usuario' }).click();
  await expect(page.getByRole('heading', { name: 'Usuario creado exitosamente' })).toBeVisible(SLOW);

  // Roles are the SuperAdmin's (spec section 2): it makes the new user a 'Usuario' over the API.
  const login = await page.request.post('/api/login/', {
    data: { username: 'superadmin', password: DEMO_PASSWORD },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const users = (await (await page.request.get('/api/usuario/', { headers: auth })).json()) as {
    id: number;
    username: string;
  }[];
  const roles = (await (await page.request.get('/api/rol/', { headers: auth })).json()) as {
    id: number;
    nombre: string;
  }[];
  const userId = users.find((user) => user.username === username)?.id;
  const rol = roles.find((role) => role.nombre === 'user_User')?.id;
  const updated = await page.request.put(`/api/update_rol/${userId}/`, { headers: auth, data: { rol } });
  expect(updated.ok()).toBe(true);

  // The cobro: two Notas records of a Terapia client, this month.
  await page.goto('/#/gestPago/insertarPagoCobros');
  const trabajador = page.getByRole('combobox', { name: 'Trabajador', exact: true });
  await expect(trabajador.locator('option', { hasText: username })).toBeAttached(SLOW);
  await trabajador.selectOption(
    (await trabajador.locator('option', { hasText: username }).getAttribute('value')) ?? '',
  );
  await page.getByLabel('Categoría').selectOption({ label: 'Terapia' });
  await page.getByLabel('Cliente').selectOption({ label: 'Clínica San Rafael' });
  await page.getByLabel('Tipo de tarea').selectOption({ label: 'Notas' });
  const documento = page.getByLabel('Documento');
  await expect(documento).toBeEnabled(SLOW);
  await documento.selectOption({ index: 1 });
  const records = page.locator('fieldset ul li input[type="checkbox"]');
  await expect(records.first()).toBeVisible(SLOW);
  let total = 0;
  for (let index = 0; index < 2; index += 1) {
    await records.nth(index).check();
    total += number(
      /([\d,]+(?:\.\d+)?) u\./.exec(await page.locator('fieldset ul li').nth(index).innerText())?.[1] ?? '',
    );
  }
  expect(total).toBeGreaterThan(0);
  await page.getByLabel('Mes').selectOption(currentMonth());
  await page.getByRole('button', { name: 'Asignar Pago' }).click();
  await expect(page.getByText('Cobro asignado correctamente al trabajador')).toBeVisible(SLOW);
  await expect(page).toHaveURL(/#\/gestPago\/listarPagosCobros/, SLOW);

  // Its only pay: the units at 0.40, rounded once.
  const payRow = page
    .getByRole('table', { name: /^Pagos de / })
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: fullName, exact: true }) });
  await expect(payRow).toBeVisible(SLOW);
  expect(await cellNumber(payRow, 3)).toBeCloseTo(total, 2);
  await expect(payRow.locator('td').nth(4)).toHaveText(
    formatMoney(Math.round(total * RATE_USER * 100) / 100),
  );

  // The detail: one cobro, whose net units grow by the bonus.
  await payRow.getByRole('link', { name: `Ver detalle de ${fullName}` }).click();
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible(SLOW);
  const rows = page.getByRole('table', { name: `Cobros de ${fullName}` }).locator('tbody tr');
  await expect(rows).toHaveCount(1, SLOW);
  const COL = await detailColumns(page.getByRole('table', { name: `Cobros de ${fullName}` }));
  const id = (await rows.first().locator('td').first().innerText()).trim();
  await rows
    .first()
    .getByRole('button', { name: `Bonus del cobro ${id}` })
    .click();
  const modal = page.getByRole('dialog', { name: `Bonificación · Cobro ${id}` });
  await modal.getByLabel('Monto (S/.)').fill('5');
  await modal.getByLabel('Motivo').fill('Primer mes');
  await modal.getByRole('button', { name: 'Aplicar Bonificación' }).click();
  await expect(page.getByText('Bonificación aplicada correctamente')).toBeVisible(SLOW);
  await expect(rows.first().locator('td').nth(COL.netas).locator('span').first()).toHaveText(
    formatUnits(total),
    SLOW,
  );

  // The charge detail deletes it; the worker is left with none this month.
  await rows
    .first()
    .getByRole('link', { name: `Detalles del cobro ${id}` })
    .click();
  await expect(page.getByRole('heading', { name: `Cobro #${id}` })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Eliminar Cobro' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Eliminación' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText('Cobro eliminado correctamente')).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { name: fullName })).toBeVisible(SLOW);
  await expect(page.getByText(/^No se encontraron cobros para este usuario en el mes de/)).toBeVisible(SLOW);
});
