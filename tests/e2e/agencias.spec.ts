import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInHome } from './support';

const rowOf = (page: Page, nombre: string) => page.locator('table tbody tr').filter({ hasText: nombre });

test('an agency is created and deleted; one in use is refused', async ({ page }) => {
  await signInHome(page, 'admin');
  await page.goto('/#/gestAgencia/listarAgencias');
  await expect(page.getByRole('heading', { name: 'Lista de Agencias' })).toBeVisible();
  await expect(rowOf(page, 'Bienestar Familiar')).toBeVisible();
  await screenshot(page, 'agencias-lista');

  await page.getByRole('link', { name: 'Insertar Agencia' }).click();
  const crear = page.getByRole('button', { name: 'Crear Agencia' });
  await expect(crear).toBeDisabled();
  await page.getByLabel('Nombre de la Agencia').fill('Agencia E2E Norte');
  await expect(crear).toBeEnabled();
  await screenshot(page, 'agencias-insertar-form');
  await crear.click();
  await expect(page.getByText('¡Agencia creada exitosamente!')).toBeVisible();
  await expect(page.getByText('Agencia creada exitosamente', { exact: true })).toBeVisible();
  await screenshot(page, 'agencias-insertar-exito');

  await page.getByRole('button', { name: 'Crear otra Agencia' }).click();
  await page.getByLabel('Nombre de la Agencia').fill('agencia e2e norte');
  await crear.click();
  // Scoped to the page: the success toast may still be on screen, and toasts are alerts too.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Ya existe una agencia con este nombre.',
  );
  await screenshot(page, 'agencias-insertar-error');
  // The name typed is still there: leaving asks first, and this time the user leaves.
  const asked = page.waitForEvent('dialog');
  const cancel = page.getByRole('button', { name: 'Cancelar' }).click();
  const dialogAsked = await asked;
  expect(dialogAsked.message()).toBe('Tienes cambios sin guardar. ¿Salir de todos modos?');
  await dialogAsked.accept();
  await cancel;

  await expect(page).toHaveURL(/#\/gestAgencia\/listarAgencias$/);
  await rowOf(page, 'Agencia E2E Norte')
    .getByRole('button', { name: /^Eliminar/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¿Está seguro de eliminar la agencia "Agencia E2E Norte"?');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Agencia eliminada correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Agencia E2E Norte')).toHaveCount(0);

  await rowOf(page, 'Bienestar Familiar')
    .getByRole('button', { name: /^Eliminar/ })
    .click();
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No se puede eliminar la agencia');
  await screenshot(page, 'agencias-eliminar-rechazo');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rowOf(page, 'Bienestar Familiar')).toBeVisible();
});
