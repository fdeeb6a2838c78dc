/**
 * Lighthouse (desktop preset) on the login page and on each role's Home, against the production
 * build served by the reference server: accessibility, best practices and performance. A bench,
 * not a test: the figures move with the machine's load. Goals: 100, 100, ≥ 98.
 *
 *   npx vite build --outDir dist-shell
 *   BENCH_STATIC_DIR=dist-shell node node_modules/tsx/dist/cli.mjs bench/lighthouse.ts
 *
 * Lighthouse is a bench tool, not a dependency: the first run installs it (`npm install --no-save
 * lighthouse@12.8.2`, with chrome-launcher and puppeteer-core), so the product's install stays small.
 *
 * CHROME_PATH picks the browser (default Debian's /usr/bin/chromium); BENCH_PORT the port.
 * BENCH_RUNS (default 1) audits every page that many times and prints the medians, since one run
 * under a loaded machine says little; BENCH_REPORT_DIR keeps each run's Lighthouse JSON there
 * (long tasks, bootup time, LCP element) for finding what makes a page slow.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const LIGHTHOUSE_VERSION = '12.8.2';

/** The few calls this bench makes of puppeteer-core's Page. */
type Page = {
  goto(url: string): Promise<unknown>;
  evaluate(fn: () => void): Promise<unknown>;
  waitForSelector(selector: string): Promise<unknown>;
  type(selector: string, text: string): Promise<void>;
  click(selector: string): Promise<void>;
  waitForFunction(fn: () => boolean): Promise<unknown>;
};
type AuditRef = { id: string; weight: number };
type LighthouseResult = {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: AuditRef[] } | undefined>;
    audits: Record<
      string,
      { score: number | null; numericValue?: number; displayValue?: string; details?: unknown } | undefined
    >;
  };
};
type Tools = {
  lighthouse: (
    url: string,
    flags: object,
    config: unknown,
    page: Page,
  ) => Promise<LighthouseResult | undefined>;
  desktopConfig: unknown;
  launch: (options: object) => Promise<{ port: number; kill(): void }>;
  connect: (options: {
    browserURL: string;
  }) => Promise<{ newPage(): Promise<Page>; disconnect(): Promise<void> }>;
};

// Module names held in variables, so the type checker does not look for packages installed on demand.
const MODULES = {
  lighthouse: 'lighthouse',
  desktop: 'lighthouse/core/config/desktop-config.js',
  launcher: 'chrome-launcher',
  puppeteer: 'puppeteer-core',
};

async function loadTools(): Promise<Tools> {
  try {
    await import(MODULES.lighthouse);
  } catch {
    console.log(`Instalando lighthouse@${LIGHTHOUSE_VERSION} para este banco de pruebas…`);
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      {
        stdio: 'inherit',
      },
    );
  }
  const [lighthouse, desktop, launcher, puppeteer] = await Promise.all([
    import(MODULES.lighthouse),
    import(MODULES.desktop),
    import(MODULES.launcher),
    import(MODULES.puppeteer),
  ]);
  return {
    lighthouse: lighthouse.default,
    desktopConfig: desktop.default,
    launch: launcher.launch,
    connect: (options) => puppeteer.default.connect(options),
  };
}

const PORT = Number(process.env.BENCH_PORT ?? 5305);
const BASE = `http://127.0.0.1:${PORT}`;
const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['accessibility', 'best-practices', 'performance'] as const;
const ROLES = ['superadmin', 'admin', 'supervisor', 'usuario', 'supervisado'];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const REPORT_DIR = process.env.BENCH_REPORT_DIR;

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
type Audit = { scores: Scores; lcpMs: number; tbtMs: number; failing: string[] };

async function audit(tools: Tools, page: Page, url: string, report: string): Promise<Audit> {
  const result = await tools.lighthouse(
    url,
    { onlyCategories: [...CATEGORIES], disableStorageReset: true, logLevel: 'error' },
    tools.desktopConfig,
    page,
  );
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
  if (REPORT_DIR) writeFileSync(join(REPORT_DIR, `${report}.json`), JSON.stringify(result.lhr));
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
  const lcpMs = audits['largest-contentful-paint']?.numericValue ?? NaN;
  const tbtMs = audits['total-blocking-time']?.numericValue ?? NaN;
  return { scores, lcpMs, tbtMs, failing };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-lighthouse-'));
  const server = await startServer(join(dir, 'cobros.sqlite'));
  const tools = await loadTools();
  const chrome = await tools.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const browser = await tools.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const targets = ['login', ...ROLES.map((role) => `${role} Home`)];
    const runs = new Map<string, Audit[]>(targets.map((target) => [target, []]));
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

    for (let run = 1; run <= RUNS; run++) {
      console.log(`run ${run}/${RUNS}, load average ${load()}`);
      await signOut(page);
      runs.get('login')!.push(await audit(tools, page, `${BASE}/#/`, `login-${run}`));
      for (const role of ROLES) {
        await signIn(page, role);
        runs.get(`${role} Home`)!.push(await audit(tools, page, `${BASE}/#/home`, `${role}-${run}`));
      }
    }
    await browser.disconnect();

    console.log(`medians of ${RUNS} run(s), load average at the end ${load()}`);
    console.log('target              a11y  bp  perf   LCP ms   TBT ms  perf per run');
    for (const [target, audits] of runs) {
      const of = (pick: (audit: Audit) => number) => median(audits.map(pick));
      console.log(
        `${target.padEnd(18)} ${String(of((a) => a.scores.accessibility)).padStart(5)} ${String(of((a) => a.scores['best-practices'])).padStart(3)} ${String(of((a) => a.scores.performance)).padStart(5)} ${of(
          (a) => a.lcpMs,
        )
          .toFixed(0)
          .padStart(8)} ${of((a) => a.tbtMs)
          .toFixed(0)
          .padStart(8)}  ${audits.map((a) => a.scores.performance).join(' ')}`,
      );
    }
    for (const [target, audits] of runs)
      audits.forEach(({ failing }, index) => {
        if (failing.length) console.log(`${target} (run ${index + 1}): ${failing.join('; ')}`);
      });
  } finally {
    chrome.kill();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
