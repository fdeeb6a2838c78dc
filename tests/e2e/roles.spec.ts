import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, screenshot, signIn, signInHome, signOut } from './support';

// Each test walks several screens and signs in more than once; a busy machine needs more than 30 s.
test.describe.configure({ timeout: 90_000 });

const rowOf = (page: Page, username: string) =>
  page.locator('table tbody tr').filter({ has: page.getByRole('cell', { name: username, exact: true }) });

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

test("SuperAdmin changes a user's role, and the user's next sign-in shows the new navigation", async ({
  page,
  request,
}) => {
  // A user of this test's own, so the demo seed's roles stay as other specs expect them.
  const username = `rol.${Date.now().toString(36)}`;
  const login = await request.post('/api/login/', {
    data: { username: 'superadmin', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const created = await request.post('/api/usuario/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username, servicio: 'tcm', first_name: 'Rolando', last_name: 'Prueba' },
  });
  expect(created.status()).toBe(201);

  // Without a role there is nothing to manage: no Cobros and no Trabajadores.
  await signIn(page, username);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(navigation(page).getByRole('link', { name: 'Cobros' })).toHaveCount(0);
  await expect(navigation(page).getByRole('button', { name: 'Más' })).toHaveCount(0);
  await signOut(page);

  await signInHome(page, 'superadmin');
  await page.goto('/#/gestRol/listaUsuarios');
  await expect(page.getByRole('heading', { name: 'Lista de Usuarios' })).toBeVisible();
  await expect(rowOf(page, 'dquispe')).toContainText('Sin rol');
  await screenshot(page, 'roles-lista');

  await page.getByRole('searchbox', { name: 'Buscar' }).fill(username);
  await rowOf(page, username)
    .getByRole('link', { name: `Modificar ${username}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Modificar Rol' })).toBeVisible();
  await expect(page.getByText(username)).toBeVisible();
  const actualizar = page.getByRole('button', { name: 'Actualizar Rol' });
  await expect(actualizar).toBeDisabled();
  await page.getByLabel('Nuevo Rol').selectOption({ label: 'Administrador' });
  await expect(actualizar).toBeEnabled();
  await screenshot(page, 'roles-modificar');
  await actualizar.click();

  await expect(page.getByText('Rol actualizado correctamente')).toBeVisible();
  await expect(page).toHaveURL(/#\/gestRol\/listaUsuarios/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(username);
  await expect(rowOf(page, username)).toContainText('Administrador');
  await screenshot(page, 'roles-actualizado');
  // Out from home: the app sends the next sign-in in this tab back to the page signed out from.
  await page.goto('/#/home');
  await signOut(page);

  await signIn(page, username);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(navigation(page).getByRole('link', { name: 'Cobros' })).toBeVisible();
  await navigation(page).getByRole('button', { name: 'Más' }).click();
  await expect(page.getByRole('link', { name: 'Trabajadores' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rol', exact: true })).toHaveCount(0);
  await screenshot(page, 'roles-nueva-navegacion');
});
