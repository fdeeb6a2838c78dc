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
 * (long tasks, bootup time, LCP element) for finding what makes a page slow. BENCH_CPU_SLOWDOWN
 * (say 2.5) simulates a CPU that many times slower than this one's, as a slower machine would read.
 *
 * A same-run A/B: BENCH_STATIC_DIR=dist-a,dist-b serves each build from its own server (ports
 * BENCH_PORT, BENCH_PORT+1, …) and audits them in turn within each run, so both see the same
 * load; the table ends with each build's medians over the first one's.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
    // Node keeps the failed lookup of the package for this process: the bench runs again in a new
    // one, which finds it, and ends with that run's code.
    const again = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
    });
    process.exit(again.status ?? 1);
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
const STATIC_DIRS = (process.env.BENCH_STATIC_DIR ?? 'dist').split(',').filter(Boolean);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['accessibility', 'best-practices', 'performance'] as const;
const ROLES = ['superadmin', 'admin', 'supervisor', 'usuario', 'supervisado'];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 0) || 0;

function startServer(database: string, port: number, staticDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATABASE: database, STATIC_DIR: staticDir },
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
async function signOut(page: Page, BASE: string) {
  await page.goto('about:blank');
  await page.goto(`${BASE}/#/`);
  await page.evaluate(() => localStorage.clear());
  await page.goto('about:blank');
}

/** Signs in through the login form, as a user would, so the session is the app's own. */
async function signIn(page: Page, BASE: string, username: string) {
  await signOut(page, BASE);
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
type Audit = { scores: Scores; fcpMs: number; lcpMs: number; tbtMs: number; failing: string[] };

/**
 * The desktop preset, with BENCH_CPU_SLOWDOWN (default the preset's 1) as its simulated CPU
 * slowdown: how the pages would read on a machine that many times slower than this one.
 */
function configOf(desktop: unknown): unknown {
  if (!CPU_SLOWDOWN) return desktop;
  const config = desktop as { settings: { throttling: object } };
  return {
    ...config,
    settings: {
      ...config.settings,
      throttling: { ...config.settings.throttling, cpuSlowdownMultiplier: CPU_SLOWDOWN },
    },
  };
}

async function audit(tools: Tools, page: Page, url: string, report: string): Promise<Audit> {
  const result = await tools.lighthouse(
    url,
    { onlyCategories: [...CATEGORIES], disableStorageReset: true, logLevel: 'error' },
    configOf(tools.desktopConfig),
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
  const fcpMs = audits['first-contentful-paint']?.numericValue ?? NaN;
  const lcpMs = audits['largest-contentful-paint']?.numericValue ?? NaN;
  const tbtMs = audits['total-blocking-time']?.numericValue ?? NaN;
  return { scores, fcpMs, lcpMs, tbtMs, failing };
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

type Runs = Map<string, Audit[]>;

function printTable(build: string, runs: Runs) {
  console.log(`${build}: medians of ${RUNS} run(s)`);
  console.log('target              a11y  bp  perf   FCP ms   LCP ms   TBT ms  perf per run');
  for (const [target, audits] of runs) {
    const of = (pick: (audit: Audit) => number) => median(audits.map(pick));
    const ms = (pick: (audit: Audit) => number) => of(pick).toFixed(0).padStart(8);
    console.log(
      `${target.padEnd(18)} ${String(of((a) => a.scores.accessibility)).padStart(5)} ${String(of((a) => a.scores['best-practices'])).padStart(3)} ${String(of((a) => a.scores.performance)).padStart(5)} ${ms((a) => a.fcpMs)} ${ms((a) => a.lcpMs)} ${ms((a) => a.tbtMs)}  ${audits.map((a) => a.scores.performance).join(' ')}`,
    );
  }
  for (const [target, audits] of runs)
    audits.forEach(({ failing }, index) => {
      if (failing.length) console.log(`${target} (run ${index + 1}): ${failing.join('; ')}`);
    });
}

/** Each build's medians over the first build's, from the same runs. */
function printRatios(builds: string[], results: Map<string, Runs>) {
  const [first, ...others] = builds;
  for (const build of others) {
    console.log(`${build} / ${first} (medians)    FCP    LCP    TBT`);
    for (const [target, audits] of results.get(build)!) {
      const base = results.get(first)!.get(target)!;
      const ratio = (pick: (audit: Audit) => number) =>
        (median(audits.map(pick)) / median(base.map(pick))).toFixed(2).padStart(6);
      console.log(
        `${target.padEnd(27)} ${ratio((a) => a.fcpMs)} ${ratio((a) => a.lcpMs)} ${ratio((a) => a.tbtMs)}`,
      );
    }
  }
}

async function main() {
  // First: a first run installs Lighthouse and runs again in a new process, before any server starts.
  const tools = await loadTools();
  const dir = mkdtempSync(join(tmpdir(), 'cobros-lighthouse-'));
  const servers = await Promise.all(
    STATIC_DIRS.map((staticDir, index) =>
      startServer(join(dir, `cobros-${index}.sqlite`), PORT + index, staticDir),
    ),
  );
  const chrome = await tools.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
  });
  try {
    const browser = await tools.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const targets = ['login', ...ROLES.map((role) => `${role} Home`)];
    const results = new Map<string, Runs>(
      STATIC_DIRS.map((build) => [build, new Map(targets.map((target) => [target, []]))]),
    );
    if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

    for (let run = 1; run <= RUNS; run++) {
      console.log(`run ${run}/${RUNS}, load average ${load()}`);
      for (const [index, build] of STATIC_DIRS.entries()) {
        const BASE = `http://127.0.0.1:${PORT + index}`;
        const runs = results.get(build)!;
        const report = (name: string) =>
          STATIC_DIRS.length > 1 ? `${name}-${index}-${run}` : `${name}-${run}`;
        await signOut(page, BASE);
        runs.get('login')!.push(await audit(tools, page, `${BASE}/#/`, report('login')));
        for (const role of ROLES) {
          await signIn(page, BASE, role);
          runs.get(`${role} Home`)!.push(await audit(tools, page, `${BASE}/#/home`, report(role)));
        }
      }
    }
    await browser.disconnect();

    console.log(`load average at the end ${load()}`);
    for (const build of STATIC_DIRS) printTable(build, results.get(build)!);
    printRatios(STATIC_DIRS, results);
  } finally {
    chrome.kill();
    servers.forEach((server) => server.kill());
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
