/**
 * The screens in Chromium on the large seed (100,000 cobros), cold: before each run a write
 * changes the data (the server's caches must rebuild what it touched) and a new browser context
 * signs in (no data in memory). Each run times, from navigation start to the screen's first data
 * row, a full load of the screen's URL with the session already stored, as a signed-in user
 * opening it does; then Lista de Cobros in use (cobros-timings.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { paths } from '../src/lib/paths';
import { BASE, CHROMIUM_ARGS, benchContext, signIn, startServer, tokenOf, write } from './bench-session';
import { cobrosSummary, listFloorMs, refetchLongestMs, worstKeystrokeMs } from './cobros-timings';

export type Screen = {
  name: string;
  username: string;
  path: string;
  /** The screen's first data row, or the figure that shows its data is in. */
  ready: (page: Page) => Locator;
  /** Where the first rows may show before the whole list: what shows it is all in. */
  complete?: (page: Page) => Locator;
};

const firstRow = (page: Page) => page.locator('main table tbody tr td').first();

export const SCREENS: Screen[] = [
  {
    name: "admin 'Lista de Cobros'",
    username: 'admin',
    path: paths.cobros.list.to(),
    ready: firstRow,
    complete: cobrosSummary,
  },
  { name: "'Lista Pagos'", username: 'admin', path: paths.pagos.list.to(), ready: firstRow },
  {
    name: "'Pagos de Clientes'",
    username: 'superadmin',
    path: paths.pagosClientes.list.to(),
    ready: firstRow,
  },
  {
    name: "'Comparativa'",
    username: 'superadmin',
    path: paths.pagosClientes.comparativa.to(),
    ready: firstRow,
  },
  { name: "'Historial'", username: 'superadmin', path: paths.pagosClientes.historial.to(), ready: firstRow },
  {
    name: 'SuperAdmin Home',
    username: 'superadmin',
    path: paths.home.to(),
    ready: (page) =>
      page.getByRole('table', { name: 'Cobrado y estimado por mes' }).locator('tbody tr td').first(),
  },
];

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
    const started = Date.now();
    await page.goto(`${BASE}/#${screen.path}`);
    await screen.ready(page).waitFor({ timeout: 120_000 });
    const firstMs = Date.now() - started;
    if (!screen.complete) return { firstMs };
    await screen.complete(page).waitFor({ timeout: 120_000 });
    return { firstMs, completeMs: Date.now() - started };
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
