import { expect, test } from '@playwright/test';
import { signInHome } from './support';

const ITEM = 'Cerrar sesión en todos los dispositivos';
const SESSION_EXPIRED = 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.';

// A spare worker: ending its sessions disturbs no other test.
test('Cerrar sesión en todos los dispositivos ends the session on another device too', async ({
  page,
  browser,
}) => {
  const other = await browser.newPage();
  await signInHome(other, 'mgomez');
  await signInHome(page, 'mgomez');

  for (const width of [1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 700 });
    await page.locator('#nav-user').click();
    await expect(page.getByRole('button', { name: ITEM })).toBeVisible();
    await page.screenshot({ path: `test-results/screens/user-menu-${width}.png` });
    await page.keyboard.press('Escape');
  }

  await page.locator('#nav-user').click();
  await page.getByRole('button', { name: ITEM }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión' })).toBeVisible();

  // The other device learns it at its next call: the app's one session-expired path.
  await other
    .getByRole('link', { name: /Cobros/ })
    .first()
    .click();
  await expect(other.getByText(SESSION_EXPIRED).first()).toBeVisible();
  await expect(other).toHaveURL(/#\/login/, { timeout: 10_000 });
  await other.close();
});
