import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signInHome } from './support';

const LIST = '/#/gestCliente/listarClientes';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar' });
const bodyRows = (page: Page) => page.locator('table tbody tr');
const rowOf = (page: Page, nombre: string) => bodyRows(page).filter({ hasText: nombre });

/** The text of each visible row's cells, without the actions column. */
/**
 * A element's text as a screen reader reads it: without what is aria-hidden (the agencies' '+N'
 * badge), with what is only visually hidden (the rest of the agencies).
 */
function spokenText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

async function visibleRows(page: Page): Promise<string[][]> {
  const rows = await bodyRows(page).all();
  return Promise.all(
    rows.map(async (row) => Promise.all((await row.locator('td').all()).slice(0, -1).map(spokenText))),
  );
}

/** The app writes ';'-separated CSV with a BOM and CRLF line ends (src/lib/export/csv.ts). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  // None of the seeded values needs quoting, which keeps this reader to a split.
  expect(text).not.toContain('"');
  return lines.map((line) => line.split(';'));
}

test('a client is created with two agencies, edited and deactivated', async ({ page }) => {
  // Three screens and six server round trips: more than the default 30 s on a busy machine.
  test.slow();
  await signInHome(page, 'admin');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Lista de Clientes' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await screenshot(page, 'clientes-lista');

  await page.getByRole('link', { name: 'Insertar Cliente' }).click();
  await expect(page.getByRole('heading', { name: 'Insertar Nuevo Cliente' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(page.getByText('El nombre es requerido')).toBeVisible();
  await expect(page.getByText('La categoría es requerida')).toBeVisible();
  await expect(page.getByText('Selecciona al menos una agencia')).toBeVisible();
  await screenshot(page, 'clientes-insertar-validacion');

  await page.getByLabel('Nombre').fill('Centro E2E Prueba');
  await page.getByLabel('Categoría').selectOption({ label: 'TCM' });
  await page.getByRole('checkbox', { name: 'Bienestar Familiar' }).check();
  await page.getByRole('checkbox', { name: 'Red Salud Andina' }).check();
  await expect(page.getByText(/^Seleccionadas: 2 de \d+$/)).toBeVisible();
  await screenshot(page, 'clientes-insertar-form');
  await page.getByRole('button', { name: 'Crear Cliente' }).click();
  await expect(page.getByText('Cliente creado exitosamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear otro Cliente' })).toBeVisible();
  await screenshot(page, 'clientes-insertar-exito');

  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await searchBox(page).fill('Centro E2E');
  await expect(bodyRows(page)).toHaveCount(1);
  const created = rowOf(page, 'Centro E2E Prueba');
  await expect.poll(() => spokenText(created)).toContain('Bienestar Familiar, Red Salud Andina');
  await expect(created).toContainText('TCM');
  await expect(created).toContainText('Activo');

  await created.getByRole('link', { name: /^Modificar/ }).click();
  await expect(page.getByRole('heading', { name: 'Modificar Cliente' })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toHaveValue('Centro E2E Prueba');
  await expect(page.getByLabel('Categoría')).toHaveValue('2');
  await page.getByLabel('Nombre').fill('Centro E2E Editado');
  await page.getByLabel('Categoría').selectOption({ label: 'Terapia' });
  await expect(page.getByRole('checkbox', { name: 'Bienestar Familiar' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Bienestar Familiar' }).uncheck();
  await page.getByRole('checkbox', { name: 'Terapias Horizonte' }).check();
  await screenshot(page, 'clientes-modificar-form');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Cliente actualizado exitosamente')).toBeVisible();
  await page.getByRole('link', { name: 'Volver a la lista' }).click();

  await searchBox(page).fill('Centro E2E');
  const edited = rowOf(page, 'Centro E2E Editado');
  await expect.poll(() => spokenText(edited)).toContain('Red Salud Andina, Terapias Horizonte');
  await expect(edited).toContainText('Terapia');

  await edited.getByRole('button', { name: /^Desactivar/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Está seguro de desactivar el cliente "Centro E2E Editado"?');
  await screenshot(page, 'clientes-desactivar-confirmacion');
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(dialog).toBeHidden();
  await expect(edited).toContainText('Inactivo');
  await expect(edited.getByRole('button', { name: /^Activar/ })).toBeVisible();

  // The server kept it: a reload shows the same state, and the Estado filter finds it.
  await page.reload();
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Inactivo' });
  await expect(rowOf(page, 'Centro E2E Editado')).toContainText('Inactivo');
  await screenshot(page, 'clientes-lista-inactivos');
});

test('the export of a filtered client list holds the rows on screen', async ({ page }) => {
  await signInHome(page, 'admin');
  await page.goto(LIST);
  await searchBox(page).fill('clínica');
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page).toHaveURL(/q=cl%C3%ADnica/);
  const onScreen = await visibleRows(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = parseCsv(await readFile(await file.path(), 'utf8'));

  expect(header).toEqual(['ID', 'Nombre', 'Fecha creación', 'Agencia(s)', 'Categoría', 'Estado']);
  // The file writes dates year first so that a spreadsheet sorts them; the screen shows dd/mm/yyyy.
  const asShown = rows.map(([id, nombre, fecha, ...rest]) => [
    id,
    nombre,
    fecha.split('-').reverse().join('/'),
    ...rest,
  ]);
  expect(asShown).toEqual(onScreen);
});
