/**
 * The screens in Chromium on the large seed (100,000 cobros), cold: before each run a write
 * changes the data (the server's caches must rebuild what it touched) and a new browser context
 * signs in (no data in memory). Each run times, from navigation start to the screen's first data
 * row, a full load of the screen's URL with the session already stored, as a signed-in user
 * opening it does; then Lista de Cobros in use (cobros-timings.ts).
 *
 * The time is read inside the page, on its own clock (from navigation start): a check run on every
 * animation frame from the document's first script notes the first frame in which the screen's
 * element is laid out. Playwright's `waitFor` alone would not do: after its first checks it looks
 * only every 500 ms, so a row drawn at 1.05 s read as 1.4–1.5 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { paths } from '../src/lib/paths';
import { BASE, CHROMIUM_ARGS, benchContext, signIn, startServer, tokenOf, write } from './bench-session';
import {
  COBROS_SUMMARY,
  cobrosSummary,
  listFloorMs,
  refetchLongestMs,
  worstKeystrokeMs,
} from './cobros-timings';

export type Screen = {
  name: string;
  username: string;
  path: string;
  /** The screen's first data row, or the figure that shows its data is in. */
  ready: (page: Page) => Locator;
  /** The same element found inside the page: a JavaScript expression giving it, or null. */
  readyInPage: string;
  /** Where the first rows may show before the whole list: what shows it is all in. */
  complete?: (page: Page) => Locator;
  completeInPage?: string;
};

const firstRow = (page: Page) => page.locator('main table tbody tr td').first();
const FIRST_ROW = "document.querySelector('main table tbody tr td')";

export const SCREENS: Screen[] = [
  {
    name: "admin 'Lista de Cobros'",
    username: 'admin',
    path: paths.cobros.list.to(),
    ready: firstRow,
    readyInPage: FIRST_ROW,
    complete: cobrosSummary,
    completeInPage: COBROS_SUMMARY,
  },
  {
    name: "'Lista Pagos'",
    username: 'admin',
    path: paths.pagos.list.to(),
    ready: firstRow,
    readyInPage: FIRST_ROW,
  },
  {
    name: "'Pagos de Clientes'",
    username: 'superadmin',
    path: paths.pagosClientes.list.to(),
    ready: firstRow,
    readyInPage: FIRST_ROW,
  },
  {
    name: "'Comparativa'",
    username: 'superadmin',
    path: paths.pagosClientes.comparativa.to(),
    ready: firstRow,
    readyInPage: FIRST_ROW,
  },
  {
    name: "'Historial'",
    username: 'superadmin',
    path: paths.pagosClientes.historial.to(),
    ready: firstRow,
    readyInPage: FIRST_ROW,
  },
  {
    name: 'SuperAdmin Home',
    username: 'superadmin',
    path: paths.home.to(),
    ready: (page) =>
      page.getByRole('table', { name: 'Cobrado y estimado por mes' }).locator('tbody tr td').first(),
    readyInPage:
      "[...document.querySelectorAll('table')].find((t) => t.caption?.textContent.trim() === " +
      "'Cobrado y estimado por mes')?.querySelector('tbody tr td') ?? null",
  },
];

/**
 * Notes, on the page's clock, the first animation frame in which each expression's element is
 * laid out (window.__benchShown[i]); installed before the document's own scripts.
 */
function frameWatch(expressions: string[]): string {
  return `(() => {
    const shown = (window.__benchShown = []);
    const finds = [${expressions.map((e) => `() => ${e}`).join(', ')}];
    const check = () => {
      finds.forEach((find, i) => {
        if (shown[i] !== undefined) return;
        const element = find();
        if (element && element.getClientRects().length > 0) shown[i] = Math.round(performance.now());
      });
      if (shown.filter((t) => t !== undefined).length < finds.length) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`;
}

/** The frame time frameWatch noted for expression `index`, once it has one. */
async function shownAtMs(page: Page, index: number): Promise<number> {
  // A function, not a string: the app's Content Security Policy forbids evaluating strings.
  const handle = await page.waitForFunction(
    (i) => (window as unknown as { __benchShown?: number[] }).__benchShown?.[i] ?? 0,
    index,
    { polling: 'raf', timeout: 120_000 },
  );
  return Number(await handle.jsonValue());
}

/**
 * One cold run: write, new context, sign in, then a full load of the screen to its first row
 * (and to the whole list, where the screen says what shows it).
 */
export async function coldLoadMs(
  browser: Browser,
  screen: Screen,
  adminToken: string,
  run: number,
  extensions?: boolean,
): Promise<{ firstMs: number; completeMs?: number }> {
  const context = await benchContext(browser, extensions);
  try {
    const page = await context.newPage();
    await signIn(page, screen.username);
    await write(adminToken, run);
    await page.goto('about:blank');
    await page.addInitScript(
      frameWatch([screen.readyInPage, ...(screen.completeInPage ? [screen.completeInPage] : [])]),
    );
    await page.goto(`${BASE}/#${screen.path}`);
    const firstMs = await shownAtMs(page, 0);
    // The page's check must find what the locator finds: a quick wait, since it is already there.
    await screen.ready(page).waitFor({ timeout: 5_000 });
    if (!screen.complete) return { firstMs };
    const completeMs = await shownAtMs(page, 1);
    await screen.complete(page).waitFor({ timeout: 5_000 });
    return { firstMs, completeMs };
  } finally {
    await context.close();
  }
}

export type BrowserBench = {
  screens: { name: string; runsMs: number[]; completeRunsMs?: number[] }[];
  keystrokeRunsMs: number[];
  /** Lista de Cobros after deleting a cobro: the longest task of the page's main thread meanwhile. */
  refetchLongestRunsMs: number[];
  /** listar_cobro/ alone, from an open page, after a write: its bytes, then fetch + JSON.parse. */
  floor: { bytesRunsMs: number[]; parsedRunsMs: number[] };
};

/** The lists and summaries the measured screens read, each answer kept by the server once built. */
const KEPT_LISTS = [
  'listar_cobro/',
  'listar_documentacion/',
  'listar_tarea/',
  'listar_cobros_estimados/',
  'list_client/',
  'listar_monto_extra/',
  'listar_historial_pago/',
  'usuario/',
  'ext/resumen_clientes/',
  'ext/resumen_finanzas/',
];

/**
 * Not measured: a server just started builds each kept answer on its first read (laying out
 * 100,000 cobros takes it over a second), and a browser just launched loads its own code on its
 * first page. A cold load here is the issue's: a new browser context after a write, on a server
 * that has been answering, so both are warmed once before the first measured run.
 */
export async function warmUp(browser: Browser, adminToken: string, run: number): Promise<void> {
  const superadminToken = await tokenOf('superadmin');
  for (const token of [adminToken, superadminToken])
    for (const path of KEPT_LISTS)
      try {
        await (
          await fetch(`${BASE}/api/${path}`, { headers: { authorization: `Bearer ${token}` } })
        ).arrayBuffer();
      } catch (error) {
        // Past fetch's 5-minute wait (listar_cobro/ at 1,000,000 cobros on busy cores): the first
        // measured run pays what is left, and says so by its figure.
        console.error(`  calentamiento de ${path}:`, error instanceof Error ? error.message : error);
      }
  await coldLoadMs(browser, SCREENS[0], adminToken, run).catch((error: unknown) =>
    console.error('  calentamiento en Chromium:', String(error).split('\n')[0]),
  );
}

export async function runScreensBench(runs: number, staticDir: string): Promise<BrowserBench> {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-bench-'));
  const server = await startServer(join(dir, 'large.sqlite'), staticDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const adminToken = await tokenOf('admin');
    const result: BrowserBench = {
      screens: [],
      keystrokeRunsMs: [],
      refetchLongestRunsMs: [],
      floor: { bytesRunsMs: [], parsedRunsMs: [] },
    };
    let writes = 0;
    await warmUp(browser, adminToken, writes++);
    for (const screen of SCREENS) {
      const loads = [];
      for (let run = 0; run < runs; run += 1)
        loads.push(await coldLoadMs(browser, screen, adminToken, writes++));
      const completeRunsMs = loads.flatMap((load) =>
        load.completeMs === undefined ? [] : [load.completeMs],
      );
      result.screens.push({
        name: screen.name,
        runsMs: loads.map((load) => load.firstMs),
        ...(completeRunsMs.length ? { completeRunsMs } : {}),
      });
    }
    for (let run = 0; run < runs; run += 1)
      result.keystrokeRunsMs.push(await worstKeystrokeMs(browser, adminToken, writes++));
    for (let run = 0; run < runs; run += 1) result.refetchLongestRunsMs.push(await refetchLongestMs(browser));
    for (let run = 0; run < runs; run += 1) {
      result.floor.bytesRunsMs.push(await listFloorMs(browser, adminToken, writes++, 'bytes'));
      result.floor.parsedRunsMs.push(await listFloorMs(browser, adminToken, writes++, 'parsed'));
    }
    return result;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
