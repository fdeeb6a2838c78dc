import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInHome, withoutExtensions } from './support';

/**
 * Extension `resumenes` on the demo seed: 'Pagos de Clientes', 'Comparativa' and the SuperAdmin
 * Home show the same figures from the summaries as from the full lists (on 'Comparativa', the
 * expanders too and an open document's lines), and with the summaries none of them asks for the
 * whole `listar_cobro/`, on a visit from the app or on a cold load of its address.
 */

type Screen = { name: string; path: string; read: (page: Page) => Promise<string[]> };

// The figures and the expanders' glyphs (a document shows one when it has cobros or adjustments).
const squash = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').trim());

/**
 * Every client of the first page opened to its documents, and with `detail` the first document
 * that has one opened to its cobros and adjustments, then the badges and the rows as text.
 */
async function clientTable(page: Page, table: string, badges: string, detail = false): Promise<string[]> {
  const rows = page.getByRole('table', { name: table });
  await expect(rows).toBeVisible({ timeout: 30_000 });
  const openers = rows.getByRole('button', { name: /^Documentos de / });
  for (let index = 0; index < (await openers.count()); index += 1) await openers.nth(index).click();
  if (detail) {
    await rows
      .getByRole('button', { name: /^Detalle de / })
      .first()
      .click();
    await expect(rows.getByText(/^Cobro #\d+ · /).first()).toBeVisible({ timeout: 30_000 });
    // The document's cobros and its adjustments are asked apart: both must be in.
    await expect(rows.getByText(/Cargando (cobros|ajustes)/)).toHaveCount(0, { timeout: 30_000 });
  }
  return squash([
    await page.getByRole('list', { name: badges }).innerText(),
    ...(await rows.getByRole('row').allInnerTexts()),
  ]);
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: '/#/home',
    read: async (page) => {
      await expect(page.getByRole('region', { name: 'Total Cobrar' })).toBeVisible({ timeout: 30_000 });
      const cards = [];
      for (const name of ['Total Cobrar', 'Total Cobrado', 'Total Pagado', 'Pendiente por Cobrar'])
        cards.push(await page.getByRole('region', { name }).innerText());
      // The chart is lazy: its table of figures is read once it is drawn.
      await expect(page.getByRole('table', { name: 'Cobrado y estimado por mes' })).toBeVisible();
      const month = page.locator('p', { hasText: ': cobrado ' });
      await expect(month).toBeVisible();
      return squash([...cards, ...(await page.getByRole('table').allInnerTexts()), await month.innerText()]);
    },
  },
  {
    name: 'pagos-clientes',
    path: '/#/superVisarPagoCliente/listarPagosClientes',
    read: (page) => clientTable(page, 'Pagos de Clientes', 'Resumen de pagos de clientes'),
  },
  {
    name: 'comparativa',
    path: '/#/superVisarPagoCliente/comparativaTotalCobrar',
    read: (page) => clientTable(page, 'Comparativa Total a Cobrar', 'Resumen de la comparativa', true),
  },
];

/** The API paths the page asks for from now on (a cobro list's with its query). */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    const path = pathname.slice('/api/'.length);
    asked.push(path === 'listar_cobro/' ? path + search : path);
  });
  return asked;
}

/** Each screen's figures, reached from the app and then on a cold load of its address. */
async function figures(page: Page, shots: string | null) {
  const asked = apiRequests(page);
  await signInHome(page, 'superadmin');
  const seen: Record<string, string[]> = {};
  for (const target of SCREENS) {
    await page.goto(target.path);
    const warm = await target.read(page);
    await page.reload();
    const cold = await target.read(page);
    expect(cold, `${target.name} after a reload`).toEqual(warm);
    seen[target.name] = warm;
    if (shots) {
      for (const width of [1024, 1366, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await screenshot(page, `${shots}-${target.name}-${width}`);
      }
      await page.setViewportSize({ width: 1366, height: 860 });
    }
  }
  return { seen, asked };
}

test('the finance screens show the same figures with the summaries as from the full lists, without reading the cobros', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const bare = await browser.newPage();
  await withoutExtensions(bare);
  const lists = await figures(bare, null);
  await bare.close();

  // Only this extension, so what the others add to these screens (statement links) is alike.
  const page = await browser.newPage();
  await page.route('**/api/ext/capacidades/', (route) =>
    route.fulfill({ json: { version: 1, capacidades: ['resumenes'] } }),
  );
  const summarized = await figures(page, 'resumenes');
  await page.close();

  for (const target of SCREENS) {
    expect(summarized.seen[target.name], target.name).toEqual(lists.seen[target.name]);
    expect(lists.seen[target.name].join(' '), target.name).toMatch(/\$\d/);
  }
  expect(lists.asked).toContain('listar_cobro/');
  expect(summarized.asked).not.toContain('listar_cobro/');
  // The open document's cobros, and nothing more of the list.
  const cobroLists = summarized.asked.filter((path) => path.startsWith('listar_cobro/'));
  expect(cobroLists.length).toBeGreaterThan(0);
  expect(
    cobroLists.every((path) => /^listar_cobro\/\?documento=\d+$/.test(path)),
    cobroLists.join(),
  ).toBe(true);
  expect(summarized.asked).toContain('ext/resumen_clientes/');
  expect(summarized.asked).toContain('ext/resumen_finanzas/');
});
