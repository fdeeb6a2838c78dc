import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn, signInHome, signOut } from './support';

const LIST = '/#/gestTrabajador/listaTrabajadores';

// Each test walks several screens and signs in more than once; a busy machine needs more than 30 s.
test.describe.configure({ timeout: 90_000 });

const rowOf = (page: Page, username: string) =>
  page.locator('table tbody tr').filter({ has: page.getByRole('cell', { name: username, exact: true }) });

test('an admin creates a worker, edits it, and the worker signs in with the initial password', async ({
  page,
}) => {
  const username = `e2e.${Date.now().toString(36)}`;
  await signInHome(page, 'admin');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: 'Lista de Trabajadores' })).toBeVisible();
  await expect(rowOf(page, 'supervisor')).toBeVisible();
  await screenshot(page, 'trabajadores-lista');

  await page.getByRole('link', { name: 'Insertar Trabajador' }).click();
  await expect(page.getByRole('heading', { name: 'Insertar Nuevo Usuario' })).toBeVisible();
  const crear = page.getByRole('button', { name: 'Crear Usuario' });
  await expect(crear).toBeDisabled();
  await screenshot(page, 'trabajadores-insertar-form');

  // A taken username comes back as a field error: listed in the alert and marked on the field.
  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill('admin');
  await crear.click();
  await expect(page.getByRole('alert')).toContainText('username: Ya existe un usuario');
  await expect(page.getByRole('textbox', { name: 'Usuario', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await screenshot(page, 'trabajadores-insertar-error');

  await page.getByRole('textbox', { name: 'Usuario', exact: true }).fill(username);
  await page.getByLabel('Correo electrónico').fill(`${username}@example.com`);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nora');
  await page.getByLabel('Apellido').fill('Vega Salas');
  await page.getByLabel('ID de usuario').fill('T-900');
  await page.getByLabel('Dirección').fill('Av. La Marina 2450, San Miguel');
  await page.getByLabel('Teléfono').fill('987 654 321');
  await page.getByLabel('Servicio').selectOption({ label: 'Terapia' });
  await page.getByLabel('Puede subir notas').check();
  await crear.click();
  await expect(page.getByRole('heading', { name: 'Usuario creado exitosamente' })).toBeVisible();
  await expect(page.getByText('La contraseña inicial es cobros2026')).toBeVisible();
  await screenshot(page, 'trabajadores-insertar-exito');

  await page.getByRole('link', { name: 'Volver a la lista' }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(username);
  const row = rowOf(page, username);
  await expect(row).toContainText('Sin rol');
  await expect(row).toContainText('Activo');

  await row.getByRole('link', { name: `Modificar ${username}` }).click();
  await expect(page.getByRole('heading', { name: 'Modificar Trabajador' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Nora');
  await expect(page.getByLabel('Servicio')).toHaveValue('terapia');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Nora Isabel');
  await screenshot(page, 'trabajadores-modificar-form');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByRole('heading', { name: 'Trabajador actualizado correctamente' })).toBeVisible();
  await screenshot(page, 'trabajadores-modificar-exito');

  // Out from home: the app sends the next sign-in in this tab back to the page signed out from.
  await page.goto('/#/home');
  await signOut(page);
  await signIn(page, username, DEMO_PASSWORD);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.locator('#nav-user')).toContainText('Nora Isabel');
  await screenshot(page, 'trabajadores-nuevo-home');
});

test('an admin cannot deactivate a SuperAdmin, but may deactivate a worker after confirming', async ({
  page,
}) => {
  await signInHome(page, 'admin');
  await page.goto(LIST);
  await expect(rowOf(page, 'superadmin')).toBeVisible();
  await expect(rowOf(page, 'superadmin').getByRole('button', { name: /^(Activar|Desactivar)/ })).toHaveCount(
    0,
  );
  await expect(rowOf(page, 'admin').getByRole('button', { name: /^(Activar|Desactivar)/ })).toHaveCount(0);

  const mgomez = rowOf(page, 'mgomez');
  await mgomez.getByRole('button', { name: 'Desactivar mgomez' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desactivar Usuario' });
  await expect(dialog).toContainText('¿Estás seguro de desactivar al usuario mgomez?');
  await screenshot(page, 'trabajadores-desactivar-confirmar');
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByText('Usuario desactivado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mgomez).toContainText('Inactivo');

  // Put the seed back as it was, for the other specs that sign in as mgomez.
  await mgomez.getByRole('button', { name: 'Activar mgomez' }).click();
  await expect(mgomez).toContainText('Activo');
  await expect(mgomez.getByRole('button', { name: 'Desactivar mgomez' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'trabajadores-lista-movil');
});
