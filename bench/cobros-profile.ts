/**
 * Where the time of a cold admin 'Lista de Cobros' load goes, on the large seed in
 * Chromium: for each build given, 3 runs of a full load after a write, each split into the
 * request of listar_cobro/ (sent, first byte, last byte, seen from navigation start), the first
 * table row, the whole list (its totals), and the page's main thread: its long tasks (over 50 ms)
 * after navigation, their sum and the longest, read with a PerformanceObserver in the page.
 * `BENCH_PORT=5314 node node_modules/tsx/dist/cli.mjs bench/cobros-profile.ts <database> <dist>...`
 * (a database of the large seed is made on first use, which takes a minute).
 */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { paths } from '../src/lib/paths';
import { BASE, CHROMIUM_ARGS, signIn, startServer, tokenOf, write } from './bench-session';

const RUNS = 3;
const [database, ...dists] = process.argv.slice(2);
if (!database || dists.length === 0) throw new Error('Uso: cobros-profile.ts <base de datos> <dist>...');

type Profile = {
  requestMs: number;
  firstByteMs: number;
  lastByteMs: number;
  firstRowMs: number;
  completeMs: number;
  longTasksMs: number;
  longestTaskMs: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let writes = 1000;

for (const dist of dists) {
  const server = await startServer(database, dist);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const adminToken = await tokenOf('admin');
    const profiles: Profile[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
      const page = await context.newPage();
      await signIn(page, 'admin');
      await write(adminToken, writes++);
      await page.goto('about:blank');
      await page.addInitScript(() => {
        const tasks: number[][] = [];
        (window as unknown as { benchTasks: number[][] }).benchTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
        }).observe({ type: 'longtask', buffered: true });
      });
      const listed = context.waitForEvent('requestfinished', {
        predicate: (request) => request.url().includes('/api/listar_cobro/'),
        timeout: 120_000,
      });
      const started = Date.now();
      await page.goto(`${BASE}/#${paths.cobros.list.to()}`);
      await page.locator('main table tbody tr td').first().waitFor({ timeout: 120_000 });
      const firstRowMs = Date.now() - started;
      await page.getByRole('region', { name: 'Resumen' }).waitFor({ timeout: 120_000 });
      const completeMs = Date.now() - started;
      const request = await listed;
      const timing = request.timing();
      const tasks = await page.evaluate(() => (window as unknown as { benchTasks: number[][] }).benchTasks);
      const durations = tasks.map(([, duration]) => duration);
      profiles.push({
        requestMs: timing.startTime - started,
        firstByteMs: timing.startTime + timing.responseStart - started,
        lastByteMs: timing.startTime + timing.responseEnd - started,
        firstRowMs,
        completeMs,
        longTasksMs: durations.reduce((sum, value) => sum + value, 0),
        longestTaskMs: Math.max(0, ...durations),
      });
      await context.close();
    }
    console.log(
      `\n${dist} (medianas de ${RUNS} corridas, ms desde la navegación; carga ${loadavg()[0].toFixed(1)})`,
    );
    for (const key of Object.keys(profiles[0]) as (keyof Profile)[])
      console.log(
        `  ${key.padEnd(14)} ${String(Math.round(median(profiles.map((item) => item[key])))).padStart(6)}   [${profiles.map((item) => Math.round(item[key])).join(', ')}]`,
      );
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
