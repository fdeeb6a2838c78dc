import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { screenshot, signIn, signInHome, signOut } from './support';

/** What each demo user must see in the navbar on /home (spec section 2; Home is hidden there). */
const NAV_ON_HOME: Record<string, { primary: string[]; more: string[]; allowed: string; forbidden: string }> =
  {
    superadmin: {
      primary: ['Cobros', 'Historial de Cobros'],
      // The reference server offers the extensions: their pages join the spec's items.
      more: [
        'Rol',
        'Comparativa',
        'Historial de cambios',
        'Pagos',
        'Liquidación',
        'Trabajadores',
        'Clientes',
        'Agencias',
        'Documentación',
      ],
      allowed: '/gestRol/listaUsuarios',
      forbidden: '/gestCobro/listarCobros',
    },
    admin: {
      primary: ['Cobros', 'Comparativa'],
      more: ['Pagos', 'Liquidación', 'Trabajadores', 'Clientes', 'Agencias', 'Documentación'],
      allowed: '/gestCliente/listarClientes',
      forbidden: '/gestRol/listaUsuarios',
    },
    supervisor: {
      primary: ['Cobros'],
      more: [],
      allowed: '/gestCobro/listarCobros',
      forbidden: '/gestCliente/listarClientes',
    },
    usuario: {
      primary: ['Cobros'],
      more: [],
      allowed: '/gestCobro/insertarCobro',
      forbidden: '/gestPago/listarPagosCobros',
    },
    supervisado: {
      primary: ['Cobros'],
      more: [],
      allowed: '/gestCobro/listarCobros',
      forbidden: '/superVisarPagoCliente/listarPagosClientes',
    },
  };

async function navLabels(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  const primary = await nav.locator(':scope > a.nav-link').allInnerTexts();
  const moreToggle = nav.getByRole('button', { name: 'Más' });
  let more: string[] = [];
  if (await moreToggle.count()) {
    await moreToggle.click();
    more = await nav.locator('.dropdown-menu .dropdown-item').allInnerTexts();
    await moreToggle.click();
  }
  return { primary, more };
}

for (const [username, expected] of Object.entries(NAV_ON_HOME)) {
  test(`${username}: signs in, sees its navigation, opens an allowed route, is refused a forbidden one, signs out`, async ({
    page,
  }) => {
    await signInHome(page, username);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Buenos días|Buenas tardes|Buenas noches/,
    );
    expect(await navLabels(page)).toEqual({ primary: expected.primary, more: expected.more });
    await screenshot(page, `home-${username}`);

    await page.goto(`/#${expected.allowed}`);
    await expect(page).toHaveURL(new RegExp(`#${expected.allowed}$`));
    await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toHaveCount(0);

    await page.goto(`/#${expected.forbidden}`);
    await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
    await expect(page).toHaveURL(/#\/unauthorized$/);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/#\/home$/);

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/login$/);
  });
}

test('wrong password shows the server message and keeps the username', async ({ page }) => {
  await signIn(page, 'admin', 'incorrecta');
  await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos');
  await expect(page.getByPlaceholder('Ingrese su nombre de usuario')).toHaveValue('admin');
  await screenshot(page, 'login-error');
});

test('a 401 in the middle of a session lands on login, and signing in again returns to the same URL', async ({
  page,
}) => {
  await signInHome(page, 'usuario');
  await page.goto('/#/changerPassword?desde=prueba');
  await expect(page.getByRole('heading', { name: 'Cambiar Contraseña' })).toBeVisible();
  // The server stops accepting the token (as after a secret rotation): the next call answers 401.
  await page.evaluate(() => {
    const token = localStorage.getItem('auth') ?? '';
    localStorage.setItem('auth', `${token.slice(0, -4)}AAAA`);
  });
  await page.getByLabel('Contraseña Actual').fill('cobros2026');
  await page.getByLabel('Nueva Contraseña').fill('otraclave123');
  await page.getByLabel('Confirmar Contraseña').fill('otraclave123');
  await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tu sesión ha expirado' }).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/, { timeout: 5000 });
  await expect(page.getByText('Tu sesión ha expirado. Por favor inicia sesión nuevamente.')).toHaveCount(1);

  await page.getByPlaceholder('Ingrese su nombre de usuario').fill('usuario');
  await page.getByPlaceholder('Ingrese su contraseña').fill('cobros2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/#\/changerPassword\?desde=prueba$/);
});

test('two tabs: logging out in one logs out the other', async ({ context }) => {
  const first = await context.newPage();
  await signInHome(first, 'admin');
  const second = await context.newPage();
  await second.goto('/#/gestCliente/listarClientes');
  await expect(second.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  await signOut(first);
  await expect(second).toHaveURL(/#\/login$/);
  await expect(second.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
});

test('inactivity: the warning appears after 20 minutes with a countdown, and Continuar sesión keeps the session', async ({
  page,
}) => {
  await page.clock.install();
  await signInHome(page, 'supervisor');
  await page.clock.fastForward('20:01');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Sesión por expirar')).toBeVisible();
  await expect(dialog).toContainText(/se cerrará automáticamente en \d+:\d\d por inactividad/);
  // The viewport only: a full-page shot of a page taller than the window resizes it, and a resize
  // is activity that closes the warning.
  await page.screenshot({ path: 'test-results/screens/inactivity-warning.png' });
  // A pointer click moves the mouse first, and a mouse move is itself activity that closes the
  // warning (spec section 4), so the button could vanish under the pointer; the click event alone
  // exercises the button.
  await dialog.getByRole('button', { name: 'Continuar sesión' }).dispatchEvent('click');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('15:00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('dialog').getByText('Sesión por expirar')).toBeVisible();
  await page.clock.fastForward('10:01');
  await expect(page).toHaveURL(/#\/$/);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

// A spare worker: the demo accounts keep the documented password for the other tests.
test('change password: the new password works at the next sign-in', async ({ page }) => {
  await signInHome(page, 'emendoza');
  await page.goto('/#/changerPassword');
  await page.getByLabel('Contraseña Actual').fill('cobros2026');
  await page.getByLabel('Nueva Contraseña').fill('nuevaclave2026');
  await page.getByLabel('Confirmar Contraseña').fill('nuevaclave2026');
  await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
  await expect(page.getByText('Contraseña cambiada exitosamente')).toBeVisible();
  await screenshot(page, 'change-password-success');
  await expect(page).toHaveURL(/#\/home$/, { timeout: 4000 });
  await signOut(page);
  await signInHome(page, 'emendoza', 'nuevaclave2026');
});

test('login and home have no accessibility violations', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  await screenshot(page, 'login');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await signInHome(page, 'admin');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
