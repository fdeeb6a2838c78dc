import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn, signInHome } from './support';

/**
 * The answers a real backend may give that the reference server does not, played with
 * page.route over the real app and server.
 */

const SESSION_EXPIRED = 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.';

/** An unsigned JWT: the browser never checks signatures. */
function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.firma`;
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Stores a session before the app's first script runs, once per test. */
async function storeBeforeLoad(page: Page, token: string) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e-stored')) return;
    sessionStorage.setItem('e2e-stored', '1');
    localStorage.setItem('auth', stored);
    localStorage.setItem('username', 'antiguo');
    localStorage.setItem('role', 'Admin');
    localStorage.setItem('userID', '2');
  }, token);
}

test('an expired stored token is removed at start-up and never sent with login/', async ({ page }) => {
  const expired = fakeToken({
    rol_nombre: 'Admin',
    id: 2,
    user_id: 2,
    exp: Math.floor(Date.now() / 1000) - 60,
  });
  await storeBeforeLoad(page, expired);
  const loginHeaders: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login/')) loginHeaders.push(request.headers()['authorization'] ?? null);
  });
  await page.goto('/#/home');
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('role')])).toEqual([
    null,
    null,
  ]);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/#\/home$/);
  expect(loginHeaders).toEqual([null]);
});

test('a token whose user_id is a string signs in to the home screen', async ({ page }) => {
  // Everything the home screen reads answers empty: the token is not the server's own.
  await page.route('**/api/**', (route) => json(route, []));
  await page.route('**/api/login/', (route) =>
    json(route, {
      token: fakeToken({
        rol_nombre: 'user_User',
        user_id: '5',
        id: '5',
        name: 'usuario',
        nombre: 'Ana',
        apellido: null,
        phone: 5551234,
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    }),
  );
  await signIn(page, 'usuario');
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userID'))).toBe('5');
});

test('a 401 from verify-token/ at start-up ends the session once, back to login', async ({ page }) => {
  await signInHome(page, 'admin');
  let verified = 0;
  await page.route('**/api/verify-token/', (route) => {
    verified += 1;
    return json(route, { detail: 'El token no es válido' }, 401);
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.getByText(SESSION_EXPIRED)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  expect(verified).toBe(1);
});

test('a list with one malformed item shows the others and says one was left out', async ({ page }) => {
  await signInHome(page, 'admin');
  await page.route('**/api/listar_agencia/', (route) =>
    json(route, [
      { id: 1, nombre: 'Agencia Sol Naciente' },
      { id: 'no-es-id', nombre: 'Agencia Rota' },
      { id: 3, nombre: 'Bienestar Familiar' },
    ]),
  );
  await page.goto('/#/gestAgencia/listarAgencias');
  await expect(page.getByRole('row', { name: /Agencia Sol Naciente/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Bienestar Familiar/ })).toHaveCount(1);
  await expect(page.getByText('Agencia Rota')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'formato inválido' })).toHaveText(
    'Se omitió 1 elemento con formato inválido recibido del servidor.',
  );
});

test('a toggle answered 204 without a body flips the client once, with no error', async ({ page }) => {
  await signInHome(page, 'admin');
  let toggles = 0;
  await page.route('**/api/desactivate_activate_client/**', (route) => {
    toggles += 1;
    return route.fulfill({ status: 204 });
  });
  await page.goto('/#/gestCliente/listarClientes');
  const deactivate = page.getByRole('button', { name: /^Desactivar / }).first();
  const nombre = ((await deactivate.getAttribute('aria-label')) ?? '').replace(/^Desactivar /, '');
  await deactivate.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Desactivar' }).click();
  await expect(page.getByRole('button', { name: `Activar ${nombre}` })).toBeVisible();
  await expect(page.getByText('Error al cambiar el estado del cliente')).toHaveCount(0);
  expect(toggles).toBe(1);
});

test("a list-shaped list_client_document_all answer offers only the chosen client's documents", async ({
  page,
}) => {
  await signInHome(page, 'admin');
  const documento = (id: number, cliente: number, nombre: string) => ({
    id,
    nombre_archivo: nombre,
    fecha_creacion: '2026-05-02',
    cliente: { id_cliente: cliente, nombre_cliente: `Cliente ${cliente}` },
    tipo: 2,
    bill: true,
    notas: false,
  });
  const asked: string[] = [];
  await page.route('**/api/list_client_document_all/**', (route) => {
    asked.push(new URL(route.request().url()).search);
    return json(route, [
      { id: 3, documentos: [documento(9001, 3, 'otro_cliente.xlsx')] },
      { id: 2, documentos: [documento(9002, 2, 'del_cliente.xlsx')] },
    ]);
  });
  await page.goto('/#/gestCobro/insertarPagoCobroBill');
  await expect(page.getByText('Datos cargados correctamente')).toBeVisible();
  await page.getByLabel('Cliente').selectOption({ label: 'Clínica San Rafael' });
  const documentos = page.getByLabel('Documento');
  await expect(documentos.locator('option', { hasText: 'del_cliente.xlsx' })).toHaveCount(1);
  await expect(documentos.locator('option', { hasText: 'otro_cliente.xlsx' })).toHaveCount(0);
  expect(asked).toContain('?cliente_id=2');
});
