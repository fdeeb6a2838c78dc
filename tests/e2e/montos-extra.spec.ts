import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInHome } from './support';

const PATH = '/#/monto_extra';
const bodyRows = (page: Page) => page.locator('table tbody tr');
const totalRow = (page: Page) => page.locator('table tfoot tr');

/** '$1,234.50' → 1234.5 */
const money = (text: string) => Number(text.replace(/[$,\s]/g, ''));

async function visibleSum(page: Page): Promise<number> {
  const cells = await bodyRows(page).locator('td:nth-child(2)').allInnerTexts();
  return Math.round(cells.reduce((total, cell) => total + money(cell) * 100, 0)) / 100;
}

test('SuperAdmin edits and deletes an extra amount; the total follows', async ({ page }) => {
  await signInHome(page, 'superadmin');
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Montos Extra' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText('Cliente no encontrado')).toHaveCount(0);
  const total = async () => money(await totalRow(page).locator('td span').last().innerText());
  expect(await total()).toBeCloseTo(await visibleSum(page), 2);
  await screenshot(page, 'montos-extra-superadmin');

  const first = bodyRows(page).first();
  const id = (await first.locator('td').first().innerText()).trim();
  await first.getByRole('button', { name: /^Editar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Monto Extra' });
  await dialog.getByLabel('Nuevo valor del monto').fill('1234.56');
  await screenshot(page, 'montos-extra-editar');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const edited = bodyRows(page).filter({
    has: page.locator('td:first-child', { hasText: new RegExp(`^${id}$`) }),
  });
  await expect(edited).toContainText('$1,234.56');
  await expect.poll(total).toBeCloseTo(await visibleSum(page), 2);

  const before = await bodyRows(page).count();
  await edited.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('$1,234.56');
  await expect(confirm).toContainText(
    'Si un pago del Historial de Pagos contiene este monto, también se eliminará.',
  );
  await screenshot(page, 'montos-extra-eliminar');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(before - 1);
  await expect.poll(total).toBeCloseTo(await visibleSum(page), 2);
});

test('a worker reads the extra amounts without actions', async ({ page }) => {
  await signInHome(page, 'usuario');
  await page.goto(PATH);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Editar|Eliminar)/ })).toHaveCount(0);
  await expect(totalRow(page)).toContainText('Total Montos Extra');
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  await screenshot(page, 'montos-extra-usuario');
});
