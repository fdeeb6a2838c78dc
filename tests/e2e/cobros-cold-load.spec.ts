import { expect, test, type Page } from '@playwright/test';
import { signInHome } from './support';

/**
 * A cold load of the Admin's Lista de Cobros with the extensions: the month it opens on is asked
 * once, with the workers who price its rows, both started before the page's code; the page's
 * queries take those answers and ask nothing again. What it shows equals a visit from the app.
 */

/** Every API request from now on, path and query string. */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) asked.push(pathname.slice('/api/'.length) + search);
  });
  return asked;
}

async function shown(page: Page): Promise<string[]> {
  const summary = page.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Todos los Cobros' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return [await summary.innerText(), ...(await table.locator('tbody tr').allInnerTexts())];
}

test("the Admin's Lista de Cobros on a cold load asks its month and its workers once, and shows what a visit shows", async ({
  page,
}) => {
  await signInHome(page, 'admin');
  // A hash change: the same document, its code and queries already loaded.
  await page.goto('/#/gestCobro/listarCobros');
  const warm = await shown(page);

  const asked = apiRequests(page);
  await page.reload();
  const cold = await shown(page);
  expect(cold).toEqual(warm);
  expect(warm.join(' ')).toMatch(/\$\d/);

  const months = asked.filter((path) => path.startsWith('listar_cobro/'));
  expect(months).toHaveLength(1);
  expect(months[0]).toMatch(/^listar_cobro\/\?anio=\d{4}&mes=[a-z]+&formato=columnas$/);
  expect(asked.filter((path) => path === 'usuario/')).toHaveLength(1);
});
