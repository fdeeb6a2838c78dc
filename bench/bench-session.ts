/**
 * The bench's own server and browser session: a server on BENCH_PORT seeded large, a user's
 * token, the write that makes each run cold, signing in, and a new browser context.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext, Page } from 'playwright-core';

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
