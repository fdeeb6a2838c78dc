import { expect, type Page } from '@playwright/test';
import { DEFAULT_AGENCY_TIME_ZONE, todayIn } from '../../src/domain/agency-time';

/** Today's year and month (1–12) in the agency's zone, which the demo seed counts its months by. */
export const [AGENCY_YEAR, AGENCY_MONTH] = todayIn(DEFAULT_AGENCY_TIME_ZONE, new Date())
  .split('-')
  .map(Number);

/** The demo seed's users (README); all share one password. */
export const DEMO_PASSWORD = 'cobros2026';
export const DEMO_USERS = {
  superadmin: 'SuperAdmin',
  admin: 'Admin',
  supervisor: 'user_Supervisor',
  usuario: 'user_User',
  supervisado: 'user_Supervisado',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/#/login');
  await page.getByPlaceholder('Ingrese su nombre de usuario').fill(username);
  await page.getByPlaceholder('Ingrese su contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in and waits for the home screen. */
export async function signInHome(page: Page, username: string, password = DEMO_PASSWORD) {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
}

export async function signOut(page: Page) {
  await page.locator('#nav-user').click();
  await page.getByRole('button', { name: 'Cerrar Sesión', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();
}

/** Screenshots for people to look at go to test-results/screens/. */
export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/**
 * The backend without extensions: every `/api/ext/` call answers 404, as the real backend does.
 * Answers the list of `/api/ext/` paths the app asked for, filled as it asks.
 */
export async function withoutExtensions(page: Page): Promise<string[]> {
  const extCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/ext/')) extCalls.push(pathname);
  });
  await page.route('**/api/ext/**', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail":"No encontrado."}' }),
  );
  return extCalls;
}
