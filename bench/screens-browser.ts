/**
 * The screens in Chromium on the large seed (100,000 cobros), cold: before each run a write
 * changes the data (the server's caches must rebuild what it touched) and a new browser context
 * signs in (no data in memory). Each run times, from navigation start to the screen's first data
 * row, a full load of the screen's URL with the session already stored, as a signed-in user
 * opening it does. The keystroke figure is read inside the page: a PerformanceObserver of type
 * 'event' (Event Timing API) records how long the browser took to handle and paint each key in
 * the search of Lista de Cobros (its filter card's 'Buscar' box, the page's one search),
 * Enter included, which applies the filter to the 100,000 cobros; the driver's own
 * delays are not in it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { paths } from '../src/lib/paths';

const PORT = Number(process.env.BENCH_PORT ?? 4199);
export const BASE = `http://127.0.0.1:${PORT}`;
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const PASSWORD = 'cobros2026';

/** The large seed's cobros by default; `cobros` builds a larger one (a minute per 100,000 on busy cores). */
export function startServer(database: string, staticDir: string, cobros = 100_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE: database,
      SEED: 'large',
      SEED_COBROS: String(cobros),
      STATIC_DIR: staticDir,
      JWT_SECRET: 'bench',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('El servidor no arrancó a tiempo')),
      Math.max(300_000, cobros * 3),
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Servidor listo')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`El servidor terminó (${code})`)));
  });
}

export async function tokenOf(username: string): Promise<string> {
  const response = await fetch(`${BASE}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

/**
 * A write that every measured screen reads: a bonus on the newest cobro (listar_cobro/), and an
 * adjustment on an estimate (listar_tarea/, hence the finance lists' cache).
 */
export async function write(adminToken: string, run: number): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const estimados = (await (await fetch(`${BASE}/api/listar_cobros_estimados/`, { headers })).json()) as {
    id: number;
  }[];
  const answers = await Promise.all([
    fetch(`${BASE}/api/sancionar_acreditar/1/`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ bonificado: run + 1, nota_bonificado: 'bench' }),
    }),
    fetch(`${BASE}/api/crear_tarea/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ cobro: estimados[run % estimados.length].id, tarea: 4, sumar: 1, restar: 0 }),
    }),
  ]);
  for (const answer of answers) if (!answer.ok) throw new Error(`Escritura del bench: HTTP ${answer.status}`);
}

export async function signIn(page: Page, username: string) {
  await page.goto(`${BASE}/#/login`);
  await page.getByPlaceholder('Ingrese su nombre de usuario').fill(username);
  await page.getByPlaceholder('Ingrese su contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/#\/home/);
  await page.getByRole('navigation', { name: 'Principal' }).waitFor();
}

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
/** Lista de Cobros' totals show only once the whole list is in. */
const cobrosSummary = (page: Page) => page.getByRole('region', { name: 'Resumen' });

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
 * A new context. Without extensions the discovery answers 404, as the real backend does; with
 * them it goes through the same interception unchanged, so both pay the same for it.
 */
export async function benchContext(browser: Browser, extensions?: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  if (extensions !== undefined)
    await context.route('**/api/ext/capacidades/', (route) =>
      extensions
        ? route.continue()
        : route.fulfill({
            status: 404,
            contentType: 'application/json',
            body: '{"detail":"No encontrado."}',
          }),
    );
  return context;
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

/**
 * The worst Event Timing entry while typing into Lista de Cobros' search and applying it with
 * Enter, then clearing it and applying again, after the list has loaded. Entries under 16 ms are
 * not reported by the API (its smallest threshold), so a run without any counts as 16 ms at most.
 * Only entries that start once the typing does count: the click that puts the cursor in the box
 * is a pointer action, and its events (which began before the observer, just as the list had
 * drawn) were reported to it too, and were the worst entry of most runs.
 */
export async function worstKeystrokeMs(
  browser: Browser,
  adminToken: string,
  run: number,
  extensions?: boolean,
): Promise<number> {
  const context = await benchContext(browser, extensions);
  try {
    const page = await context.newPage();
    await signIn(page, 'admin');
    await write(adminToken, run);
    await page.goto(`${BASE}/#${paths.cobros.list.to()}`);
    await cobrosSummary(page).waitFor({ timeout: 120_000 });
    const search = page.getByRole('form', { name: 'Filtros de cobros' }).getByLabel('Buscar');
    await search.click();
    await page.evaluate(() => {
      const seen: number[] = [];
      const typingFrom = performance.now();
      (window as unknown as { benchEvents: number[] }).benchEvents = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= typingFrom) seen.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.keyboard.type('ana mar', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    for (let key = 0; key < 7; key += 1) await page.keyboard.press('Backspace', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => (window as unknown as { benchEvents: number[] }).benchEvents);
    return Math.max(16, ...durations);
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

/**
 * Lista de Cobros in daily use: with the 100,000 cobros loaded, the admin deletes one, and the
 * list is read again (77 MB). The figure is the longest task of the page's main thread from the
 * click to 8 s later (a PerformanceObserver of type 'longtask', in the page), when the new list
 * has long been shown: how long the page stops answering meanwhile.
 */
async function refetchLongestMs(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  try {
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE}/#${paths.cobros.list.to()}`);
    await cobrosSummary(page).waitFor({ timeout: 120_000 });
    await page.evaluate(`(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    })()`);
    const row = page.locator('main table tbody tr').first();
    const id = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: `Eliminar cobro ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Cobro eliminado correctamente').waitFor();
    await page.waitForTimeout(8000);
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    return Math.max(0, ...tasks);
  } finally {
    await context.close();
  }
}

/**
 * What any screen that reads every cobro waits for at least, whatever the app does: from an open
 * page, cold after a write, the GET of listar_cobro/ with the browser's own reading of it, its
 * bytes only ('bytes'), or fetch's JSON.parse too ('parsed'), with no check, no worker and no page
 * to draw. A screen's load adds to this the time from navigation to the request (the page's code).
 */
async function listFloorMs(browser: Browser, adminToken: string, run: number, read: 'bytes' | 'parsed') {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/#/login`);
    await write(adminToken, run);
    // A string, not a function: tsx would add its own helpers to a function's text.
    return (await page.evaluate(`(async () => {
      const started = performance.now();
      const response = await fetch('/api/listar_cobro/', { headers: { authorization: 'Bearer ${adminToken}' } });
      const body = await (${JSON.stringify(read)} === 'bytes' ? response.arrayBuffer() : response.json());
      if (!(body.byteLength > 0 || body.length > 0)) throw new Error('listar_cobro/ vacío');
      return performance.now() - started;
    })()`)) as number;
  } finally {
    await context.close();
  }
}

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
