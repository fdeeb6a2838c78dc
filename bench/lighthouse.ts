/**
 * Lighthouse (desktop preset) on the login page and on each role's Home, against the production
 * build served by the reference server: accessibility, best practices and performance. A bench,
 * not a test: the figures move with the machine's load. Goals (issue 15): 100, 100, ≥ 98.
 *
 *   npx vite build --outDir dist-shell
 *   BENCH_STATIC_DIR=dist-shell node node_modules/tsx/dist/cli.mjs bench/lighthouse.ts
 *
 * CHROME_PATH picks the browser (default Debian's /usr/bin/chromium); BENCH_PORT the port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';

const PORT = Number(process.env.BENCH_PORT ?? 5305);
const BASE = `http://127.0.0.1:${PORT}`;
const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['accessibility', 'best-practices', 'performance'] as const;
const ROLES = ['superadmin', 'admin', 'supervisor', 'usuario', 'supervisado'];

function startServer(database: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(PORT), DATABASE: database, STATIC_DIR },
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

/** A fresh document each time: a hash change alone would not reload the app. */
async function signOut(page: Page) {
  await page.goto('about:blank');
  await page.goto(`${BASE}/#/`);
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
}

/** Signs in through the login form, as a user would, so the session is the app's own. */
async function signIn(page: Page, username: string) {
  await signOut(page);
  await page.goto(`${BASE}/#/login`);
  await page.waitForSelector('input[name=username]');
  await page.type('input[name=username]', username);
  await page.type('input[name=password]', 'cobros2026');
  await page.click('button[type=submit]');
  await page.waitForFunction(() => location.hash === '#/home');
}

/** The kinds of Chrome issue behind a failing 'inspector-issues' audit, or of any table audit. */
function issueKinds(details: unknown): string {
  const items =
    (details as { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] })?.items ?? [];
  return items
    .map(
      (item) => `${item.issueType ?? 'item'} ${JSON.stringify(item.subItems?.items ?? item).slice(0, 300)}`,
    )
    .join(', ');
}

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(page: Page, url: string): Promise<{ scores: Scores; failing: string[] }> {
  const result = await lighthouse(
    url,
    { onlyCategories: [...CATEGORIES], disableStorageReset: true, logLevel: 'error' },
    desktopConfig,
    page,
  );
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  ) as Scores;
  // What keeps a category under 100: the audits it weighs that did not pass.
  const failing = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map(
        (ref) => `${id}: ${ref.id} (${audits[ref.id]?.displayValue ?? issueKinds(audits[ref.id]?.details)})`,
      ),
  );
  return { scores, failing };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-lighthouse-'));
  const server = await startServer(join(dir, 'cobros.sqlite'));
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const rows: { target: string; scores: Scores; failing: string[] }[] = [];

    await signOut(page);
    rows.push({ target: 'login', ...(await audit(page, `${BASE}/#/`)) });
    for (const role of ROLES) {
      await signIn(page, role);
      rows.push({ target: `${role} Home`, ...(await audit(page, `${BASE}/#/home`)) });
    }
    await browser.disconnect();

    console.log('target              a11y  bp  perf');
    for (const { target, scores } of rows)
      console.log(
        `${target.padEnd(18)} ${String(scores.accessibility).padStart(5)} ${String(scores['best-practices']).padStart(3)} ${String(scores.performance).padStart(5)}`,
      );
    for (const { target, failing } of rows)
      if (failing.length) console.log(`${target}: ${failing.join('; ')}`);
  } finally {
    chrome.kill();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
