import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signInHome, signOut } from './support';

const LIST = '/#/gestCobro/listarCobros';

/** The colored toasts belong to the app shell and fail contrast on their own (reported); the page is checked. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).exclude('.Toastify').analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
  );
}

const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
const units = (text: string) => Number(/([\d,]+(?:\.\d+)?) u\./.exec(text)?.[1].replace(/,/g, '') ?? NaN);

function summaryCard(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Resumen' })
    .locator('.card')
    .filter({ has: page.getByRole('heading', { name: title }) });
}

async function cardAmount(page: Page, title: string): Promise<number> {
  return money(await summaryCard(page, title).locator('p.h4').innerText());
}

async function openList(page: Page) {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Lista de Cobros' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumen' })).toBeVisible();
  // The cards hold placeholders until every cobro (and, for an Admin, every role) is in.
  await expect(page.getByRole('region', { name: 'Resumen' }).getByText('Cargando…')).toHaveCount(0, {
    timeout: 20_000,
  });
}

/**
 * Signing out from a guarded page makes the guard remember that page as the place to return to
 * (src/app/require-access.tsx), so the next user would land there instead of /home; reported.
 */
async function switchUser(page: Page, username: string) {
  await signOut(page);
  await page.evaluate(() => sessionStorage.clear());
  await signInHome(page, username);
}

const mainRows = (page: Page, title = 'Mis Cobros') =>
  page.getByRole('table', { name: title }).locator('tbody tr');

/** Categoría → cliente → tipo → documento, choosing the first document the cascade offers. */
async function chooseCascade(page: Page, categoria: string, cliente: string, tipo: string) {
  await page.getByLabel('Categoría').selectOption({ label: categoria });
  await page.getByLabel('Cliente').selectOption({ label: cliente });
  await page.getByLabel('Tipo de tarea').selectOption({ label: tipo });
  const documento = page.getByLabel('Documento');
  await expect(documento).toBeEnabled();
  await documento.selectOption({ index: 1 });
}

/** Ticks the first `count` records and returns the units they earn, as the picker shows them. */
async function tickRecords(page: Page, count: number): Promise<number> {
  const records = page.locator('fieldset ul li input[type="checkbox"]');
  await expect(records.first()).toBeVisible();
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    await records.nth(index).check();
    total += units(await page.locator('fieldset ul li').nth(index).innerText());
  }
  await expect(page.getByText(/^Total:/)).toContainText(`${total} unidades`);
  return total;
}

async function registerNotas(page: Page, records: number): Promise<number> {
  await page.goto('/#/gestCobro/insertarCobro');
  await expect(page.getByRole('heading', { name: 'Registrar Nuevo Cobro' })).toBeVisible();
  await chooseCascade(page, 'Terapia', 'Clínica San Rafael', 'Notas');
  const total = await tickRecords(page, records);
  await page.getByRole('button', { name: 'Registrar Cobro' }).click();
  await expect(page.getByText('Cobro registrado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/#\/gestCobro\/listarCobros$/, { timeout: 5000 });
  return total;
}

test('a user registers a Notas cobro by choosing records and sees it with its units and amount', async ({
  page,
}) => {
  await signInHome(page, 'usuario');
  await openList(page);
  const before = await cardAmount(page, 'Mis Cobros');
  await screenshot(page, 'cobros-list-usuario');

  await page.getByRole('link', { name: 'Registrar Nuevo Cobro' }).click();
  await expect(page.getByRole('heading', { name: 'Registrar Nuevo Cobro' })).toBeVisible();
  // Notas offers only Terapia (tipo 1) documents.
  await page.getByLabel('Categoría').selectOption({ label: 'Terapia' });
  await page.getByLabel('Cliente').selectOption({ label: 'Clínica San Rafael' });
  await page.getByLabel('Tipo de tarea').selectOption({ label: 'Notas' });
  await expect(page.getByLabel('Documento')).toBeEnabled();
  const documentLabels = await page.getByLabel('Documento').locator('option').allInnerTexts();
  expect(documentLabels.slice(1).every((label) => /^\d{2}\/\d{2}\/\d{4} — notas_.*$/.test(label))).toBe(true);
  await page.getByLabel('Documento').selectOption({ index: 1 });
  const total = await tickRecords(page, 2);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'cobros-registrar-notas');
  await page.getByRole('button', { name: 'Registrar Cobro' }).click();
  await expect(page.getByText('Cobro registrado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/#\/gestCobro\/listarCobros$/, { timeout: 5000 });

  const newest = mainRows(page).first();
  await expect(newest).toContainText('Clínica San Rafael');
  await expect(newest).toContainText(`${total} u.`);
  await expect(newest).toContainText('2 registros');
  await expect(newest.getByRole('link', { name: /^Modificar cobro/ })).toHaveAttribute(
    'href',
    /\?tipo=bill$/,
  );
  await expect.poll(() => cardAmount(page, 'Mis Cobros')).toBeCloseTo(before + total * 0.4, 2);
  expect(await axeViolations(page)).toEqual([]);
});

test('a supervised worker must choose a supervisor, whose list then shows the cobro at 0.20', async ({
  page,
}) => {
  const supervisedRow = () =>
    page
      .getByRole('table', { name: 'Cobros Supervisados' })
      .locator('tbody tr')
      .filter({ hasText: 'Lucía Herrera Paredes' });
  const rowUnits = async () =>
    Number((await supervisedRow().locator('td').nth(1).innerText()).replace(/,/g, ''));

  await signInHome(page, 'supervisor');
  await openList(page);
  const unitsBefore = await rowUnits();

  await switchUser(page, 'supervisado');
  await page.goto('/#/gestCobro/insertarCobro');
  await chooseCascade(page, 'Terapia', 'Centro de Terapia Arcoíris', 'Open');
  const total = await tickRecords(page, 1);
  await page.getByRole('button', { name: 'Registrar Cobro' }).click();
  await expect(page.getByText('Debe seleccionar un supervisor')).toBeVisible();
  await screenshot(page, 'cobros-registrar-supervisor-requerido');
  await page.getByLabel('Supervisor').selectOption({ label: 'Rosa Martínez Díaz (supervisor)' });
  await page.getByRole('button', { name: 'Registrar Cobro' }).click();
  await expect(page.getByText('Cobro registrado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/#\/gestCobro\/listarCobros$/, { timeout: 5000 });
  await expect(mainRows(page).first()).toContainText(`${total} u.`);

  await switchUser(page, 'supervisor');
  await openList(page);
  await expect.poll(rowUnits).toBeCloseTo(unitsBefore + total, 2);
  const unitsAfter = await rowUnits();
  expect(money(await supervisedRow().locator('td').nth(2).innerText())).toBeCloseTo(unitsAfter * 0.2, 2);
  await expect(page.getByLabel('Aplicar en').locator('option')).toHaveText([
    'Mis Cobros',
    'Cobros Supervisados',
    'Ambas Tablas',
  ]);
  const mine = await cardAmount(page, 'Mis Cobros');
  const supervised = await cardAmount(page, 'Cobros Supervisados');
  expect(await cardAmount(page, 'Total Global')).toBeCloseTo(mine + supervised, 2);
  await screenshot(page, 'cobros-list-supervisor');
});

test('a cobro is modified and then deleted', async ({ page }) => {
  await signInHome(page, 'usuario');
  await registerNotas(page, 3);
  const newest = mainRows(page).first();
  const id = (await newest.locator('td').first().innerText()).trim();

  await newest.getByRole('link', { name: `Modificar cobro ${id}` }).click();
  await expect(page.getByRole('heading', { name: `Modificar Cobro ${id}` })).toBeVisible();
  const checked = page.locator('fieldset ul li input[type="checkbox"]:checked');
  await expect(checked).toHaveCount(3);
  await checked.first().uncheck();
  await page.getByLabel('Mes').selectOption('enero');
  await screenshot(page, 'cobros-modificar');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Cobro modificado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/#\/gestCobro\/listarCobros$/, { timeout: 5000 });

  const row = mainRows(page).filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(row).toContainText('Enero');
  await expect(row).toContainText('2 registros');

  await row.getByRole('button', { name: `Eliminar cobro ${id}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    '¿Estás seguro de eliminar este cobro? Esta acción no se puede deshacer.',
  );
  await screenshot(page, 'cobros-eliminar');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Cobro eliminado correctamente')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(mainRows(page).filter({ has: page.getByRole('cell', { name: id, exact: true }) })).toHaveCount(
    0,
  );
});

test('the applied filters survive a reload', async ({ page }) => {
  await signInHome(page, 'usuario');
  // A cobro of this month for Clínica San Rafael, so the filtered list has something to show.
  await registerNotas(page, 1);
  const month = await page.evaluate(() => new Date().toLocaleString('es', { month: 'long' }).toLowerCase());
  const filters = page.getByRole('form', { name: 'Filtros de cobros' });
  await filters.getByLabel('Buscar').fill('san rafael');
  await filters.getByLabel('Filtrar por').selectOption('cliente');
  await filters.getByLabel('Mes').selectOption(month);
  await filters.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?buscar=san\\+rafael&mes=${month}$`));

  const check = async () => {
    const rows = mainRows(page);
    await expect(rows.first()).toBeVisible();
    for (const text of await rows.allInnerTexts()) {
      expect(text).toContain('Clínica San Rafael');
      expect(text.toLowerCase()).toContain(month);
    }
  };
  await check();
  await page.reload();
  await expect(filters.getByLabel('Buscar')).toHaveValue('san rafael');
  await expect(filters.getByLabel('Mes')).toHaveValue(month);
  await check();
  await screenshot(page, 'cobros-list-filtrada');

  await filters.getByRole('button', { name: 'Limpiar Filtros' }).click();
  await expect(page).toHaveURL(/#\/gestCobro\/listarCobros$/);
  await expect(filters.getByLabel('Buscar')).toHaveValue('');
});

test('an admin inserts a Bill payment that lands in the list', async ({ page }) => {
  await signInHome(page, 'admin');
  await openList(page);
  await expect(page.getByRole('table', { name: 'Todos los Cobros' })).toBeVisible();
  await screenshot(page, 'cobros-list-admin');

  await page.getByRole('link', { name: 'Insertar Pago Bill' }).click();
  await expect(page.getByRole('heading', { name: 'Insertar Pago Bill' })).toBeVisible();
  await expect(page.getByLabel('Cliente').locator('option', { hasText: 'Cliente interno' })).toHaveCount(0);
  await expect(page.getByLabel('Trabajador').locator('option', { hasText: '(superadmin)' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(page.getByRole('alert')).toHaveText('Todos los campos son requeridos');

  await page.getByLabel('Cliente').selectOption({ label: 'Servicios TCM Los Andes' });
  await expect(page.getByLabel('Documento')).toBeEnabled();
  await page.getByLabel('Documento').selectOption({ index: 1 });
  await expect(page.getByLabel('Unidades')).not.toHaveValue('');
  const suggested = Number(await page.getByLabel('Unidades').inputValue());
  expect([10, 20, 30, 40, 50, 60]).toContain(suggested);
  await page.getByLabel('Trabajador').selectOption({ label: 'Jorge Ramírez Soto (usuario)' });
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'cobros-insertar-pago-bill');
  await page.getByRole('button', { name: 'Guardar Pago' }).click();
  await expect(page.getByText('Pago insertado correctamente')).toBeVisible();
  // The Admin's list opens on the current month (the reference server offers resumenes).
  await expect(page).toHaveURL(/#\/gestCobro\/listarCobros(\?anio=\d{4}&mes=[a-z]+)?$/, { timeout: 5000 });

  const newest = mainRows(page, 'Todos los Cobros').first();
  await expect(newest).toContainText('Jorge Ramírez Soto');
  await expect(newest).toContainText('Servicios TCM Los Andes');
  await expect(newest).toContainText(`${suggested} u.`);
});

test("the Admin's list opens on the current month; 'Todos' reads every month and survives a reload", async ({
  page,
}) => {
  await signInHome(page, 'admin');
  const month = await page.evaluate(() => new Date().toLocaleString('es', { month: 'long' }).toLowerCase());
  const year = await page.evaluate(() => new Date().getFullYear());
  await openList(page);
  const filters = page.getByRole('form', { name: 'Filtros de cobros' });
  await expect(page).toHaveURL(new RegExp(`listarCobros\\?anio=${year}&mes=${month}$`));
  await expect(filters.getByLabel('Mes')).toHaveValue(month);
  await expect(filters.getByLabel('Año')).toHaveValue(String(year));
  for (const text of await mainRows(page, 'Todos los Cobros').allInnerTexts())
    expect(text.toLowerCase()).toContain(month);
  const monthTotal = await cardAmount(page, 'Total Global');

  await filters.getByLabel('Año').selectOption('');
  await filters.getByLabel('Mes').selectOption('');
  await filters.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(page).toHaveURL(/listarCobros\?mes=todos$/);
  await expect(page.getByRole('region', { name: 'Resumen' }).getByText('Cargando…')).toHaveCount(0);
  // The seed has cobros in other months of the year: every month pays more than this one.
  expect(await cardAmount(page, 'Total Global')).toBeGreaterThan(monthTotal);
  await page.reload();
  await expect(filters.getByLabel('Mes')).toHaveValue('');
  await expect(page).toHaveURL(/listarCobros\?mes=todos$/);
  await screenshot(page, 'cobros-list-admin-todos');
});
