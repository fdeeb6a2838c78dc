/**
 * Lista de Cobros in Chromium on the large seed (100,000 cobros): time from navigation to a usable
 * list (rows on screen) for an admin and for the busiest supervisor, and from a keystroke in the
 * search box to the updated table. Medians of several runs; the server runs on loopback only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 4199);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function startServer(database: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATABASE: database,
      SEED: 'large',
      STATIC_DIR: 'dist',
      JWT_SECRET: 'bench',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('El servidor no arrancó a tiempo')), 180_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Servidor listo')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`El servidor terminó (${code})`)));
  });
}

async function tokenOf(username: string): Promise<string> {
  const response = await fetch(`${BASE}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'cobros2026' }),
  });
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** The supervisor who supervises the most cobros, read from the API as an admin would see it. */
async function busiestSupervisor(adminToken: string): Promise<string> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const cobros = (await (await fetch(`${BASE}/api/listar_cobro/`, { headers })).json()) as {
    usuario_supervisor: { id: number } | null;
  }[];
  const counts = new Map<number, number>();
  for (const cobro of cobros) {
    const id = cobro.usuario_supervisor?.id;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const [topId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  const users = (await (await fetch(`${BASE}/api/usuario/`, { headers })).json()) as {
    id: number;
    username: string;
  }[];
  return users.find((user) => user.id === topId)?.username ?? 'supervisor';
}

async function signIn(page: Page, username: string) {
  await page.goto(`${BASE}/#/login`);
  await page.getByPlaceholder('Ingrese su nombre de usuario').fill(username);
  await page.getByPlaceholder('Ingrese su contraseña').fill('cobros2026');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/#\/home/);
}

const FIRST_ROW = 'main table tbody tr td';

/** From navigation start to the first cobro row on screen. */
async function timeToUsableList(page: Page): Promise<number> {
  await page.goto(`${BASE}/#/home`);
  await page.getByRole('navigation', { name: 'Principal' }).waitFor();
  const start = Date.now();
  await page.goto(`${BASE}/#/gestCobro/listarCobros`);
  await page.locator(FIRST_ROW).first().waitFor({ timeout: 60_000 });
  return Date.now() - start;
}

/**
 * One keystroke: from typing into the table's own search box (the filter card's applies only on
 * 'Aplicar Filtros') to two animation frames later, when React has rendered the filtered page.
 * Includes the driver's round trip, so it slightly overstates the latency a user feels.
 */
async function keystrokeMs(page: Page, text: string): Promise<number> {
  const search = page.getByPlaceholder('Buscar en la tabla...');
  const start = Date.now();
  await search.fill(text);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return Date.now() - start;
}

export async function runCobrosBrowserBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-bench-'));
  const server = await startServer(join(dir, 'large.sqlite'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const supervisor = await busiestSupervisor(await tokenOf('admin'));
    for (const username of ['admin', supervisor]) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
      await signIn(page, username);
      const loads: number[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await timeToUsableList(page));
      const keys: number[] = [];
      const queries = ['a', 'an', 'ana', 'an', 'a', 'm', 'ma', 'mar', 'ma', 'm', ''];
      for (let run = 0; run < Math.max(1, Math.floor(RUNS / 2)); run += 1) {
        for (const query of queries) keys.push(await keystrokeMs(page, query));
      }
      console.log(
        `  ${username.padEnd(14)} lista usable: mediana ${median(loads).toFixed(0)} ms (${loads.map((v) => v.toFixed(0)).join(', ')}); ` +
          `tecla → tabla: mediana ${median(keys).toFixed(1)} ms, máx ${Math.max(...keys).toFixed(1)} ms (${keys.length} teclas)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCobrosBrowserBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
