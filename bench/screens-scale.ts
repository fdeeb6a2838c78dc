/**
 * The screens with the extensions and without them (the discovery `ext/capacidades/` answering
 * 404, as the real backend does), at the large seed's 100,000 cobros and, with
 * BENCH_LARGE=1000000, at a seed of that many cobros too: one column per size and mode. Every run
 * is cold as in screens-browser.ts (a write, then a new browser context that signs in and loads
 * the screen), and for each screen the runs alternate with and without, so both columns see the
 * same machine. A run that fails or times out is counted as missing and said in the table.
 * Alone: `node node_modules/tsx/dist/cli.mjs bench/screens-scale.ts <built app>`. Building the
 * 1,000,000-cobro seed takes minutes (7.5 on loaded cores, 72 s of CPU, 369 MB): BENCH_SEEDED_<count>
 * names a database already seeded with that many cobros (e.g. BENCH_SEEDED_1000000), copied for
 * the run instead.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { DEFAULT_AGENCY_TIME_ZONE, todayIn } from '../src/domain/agency-time';
import { MONTHS } from '../src/domain/months';
import { BASE, CHROMIUM_ARGS, startServer, tokenOf } from './bench-session';
import { worstKeystrokeMs } from './cobros-timings';
import { SCREENS, coldLoadMs, warmUp } from './screens-browser';

export const SCALE_SCREENS = SCREENS.filter((screen) => screen.name !== "'Historial'");
export const KEYSTROKE = "tecla en la búsqueda de 'Lista de Cobros', peor evento";

export type ScaleColumn = { cobros: number; extensions: boolean };
/** Per measure (the screens' names, the whole Lista de Cobros, the keystroke), per column, the runs (NaN: failed). */
export type ScaleResult = {
  columns: ScaleColumn[];
  measures: string[];
  runsMs: Map<string, number[][]>;
  /** The 1-minute load average when each size's runs ended. */
  load: number[];
};

/** The sizes to measure: 100,000 always, and BENCH_LARGE's count when it is set. */
export function scaleSizes(): number[] {
  const large = Number(process.env.BENCH_LARGE ?? 0);
  return Number.isInteger(large) && large > 100_000 ? [100_000, large] : [100_000];
}

/**
 * The paths to measure: with the extensions and without, unless BENCH_SCALE_MODES names one
 * ('con' or 'sin'). With 'con' alone the full lists are never read, so a 1,000,000-cobro seed
 * is measured without the minutes its full listar_cobro/ takes.
 */
export function scaleModes(): boolean[] {
  const named = (process.env.BENCH_SCALE_MODES ?? 'con,sin').split(',').map((mode) => mode.trim());
  const modes = [true, false].filter((extensions) => named.includes(extensions ? 'con' : 'sin'));
  return modes.length > 0 ? modes : [true, false];
}

/**
 * The warm-up of a run with the extensions only: a server just started walks every cobro once
 * for its summaries and payroll, so each is read once as the screens read them, and Chromium
 * loads its code on a first page.
 */
async function warmUpSummaries(browser: Browser, adminToken: string, run: number): Promise<void> {
  const superadminToken = await tokenOf('superadmin');
  const [anio, mes] = agencyPeriod();
  const paths = [
    `ext/resumen_finanzas/?anio=${anio}`,
    'ext/resumen_clientes/',
    `ext/liquidacion/?anio=${anio}&mes=${mes}`,
    `listar_cobro/?anio=${anio}&mes=${mes}&formato=columnas`,
  ];
  for (const path of paths)
    await (
      await fetch(`${BASE}/api/${path}`, { headers: { authorization: `Bearer ${superadminToken}` } })
    ).arrayBuffer();
  await coldLoadMs(browser, SCREENS[0], adminToken, run, true).catch((error: unknown) =>
    console.error('  calentamiento en Chromium:', String(error).split('\n')[0]),
  );
}

/** The agency's year and month today, as the screens open on them. */
function agencyPeriod(): [number, string] {
  const [year, month] = todayIn(DEFAULT_AGENCY_TIME_ZONE, new Date()).split('-').map(Number);
  return [year, MONTHS[month - 1]];
}

const completeName = (name: string) => `${name}: lista completa con totales`;

async function orMissing(measure: () => Promise<number>): Promise<number> {
  try {
    return await measure();
  } catch (error) {
    console.error('  corrida fallida:', error instanceof Error ? error.message.split('\n')[0] : error);
    return Number.NaN;
  }
}

export async function runScaleBench(
  runs: number,
  staticDir: string,
  sizes = scaleSizes(),
): Promise<ScaleResult> {
  const modes = scaleModes();
  const columns = sizes.flatMap((cobros) => modes.map((extensions) => ({ cobros, extensions })));
  const measures = [
    ...SCALE_SCREENS.flatMap((screen) =>
      screen.complete ? [screen.name, completeName(screen.name)] : [screen.name],
    ),
    KEYSTROKE,
  ];
  const runsMs = new Map(measures.map((measure) => [measure, columns.map(() => [] as number[])]));
  const load: number[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    for (const cobros of sizes) {
      const dir = mkdtempSync(join(tmpdir(), 'cobros-scale-'));
      console.error(`  semilla de ${cobros} cobros…`);
      const started = Date.now();
      const seeded = process.env[`BENCH_SEEDED_${cobros}`];
      if (seeded) copyFileSync(seeded, join(dir, 'large.sqlite'));
      const server = await startServer(join(dir, 'large.sqlite'), staticDir, cobros);
      console.error(`  servidor listo en ${Math.round((Date.now() - started) / 1000)} s`);
      try {
        const adminToken = await tokenOf('admin');
        let writes = 0;
        if (modes.includes(false)) await warmUp(browser, adminToken, writes++);
        else await warmUpSummaries(browser, adminToken, writes++);
        const column = (extensions: boolean) =>
          columns.findIndex((each) => each.cobros === cobros && each.extensions === extensions);
        const record = (measure: string, extensions: boolean, value: number) => {
          (runsMs.get(measure) as number[][])[column(extensions)].push(value);
          console.error(`  ${cobros} ${extensions ? 'con' : 'sin'} ${measure}: ${Math.round(value)} ms`);
        };
        for (const screen of SCALE_SCREENS)
          for (let run = 0; run < runs; run += 1)
            for (const extensions of modes) {
              let completeMs = Number.NaN;
              const firstMs = await orMissing(async () => {
                const timing = await coldLoadMs(browser, screen, adminToken, writes++, extensions);
                completeMs = timing.completeMs ?? Number.NaN;
                return timing.firstMs;
              });
              record(screen.name, extensions, firstMs);
              if (screen.complete) record(completeName(screen.name), extensions, completeMs);
            }
        for (let run = 0; run < runs; run += 1)
          for (const extensions of modes)
            record(
              KEYSTROKE,
              extensions,
              await orMissing(() => worstKeystrokeMs(browser, adminToken, writes++, extensions)),
            );
      } finally {
        server.kill('SIGTERM');
        rmSync(dir, { recursive: true, force: true });
      }
      load.push(loadavg()[0]);
    }
  } finally {
    await browser.close();
  }
  return { columns, measures, runsMs, load };
}

const median = (values: readonly number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const shown = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : 'falló');
const sizeName = (cobros: number) => (cobros >= 1_000_000 ? `${cobros / 1_000_000}M` : `${cobros / 1000}k`);

/** The table: per measure, each column's median in ms with its runs, and the goal. */
export function scaleTable(result: ScaleResult, goalOf: (measure: string, column: ScaleColumn) => string) {
  const header = [
    'medida (ms, mediana [corridas])',
    ...result.columns.map((column) => `${sizeName(column.cobros)} ${column.extensions ? 'con' : 'sin'}`),
  ];
  const lines = result.measures.map((measure) => [
    measure,
    ...result.columns.map((column, index) => {
      const runs = (result.runsMs.get(measure) as number[][])[index];
      const goal = goalOf(measure, column);
      return `${shown(median(runs))} [${runs.map(shown).join(', ')}]${goal ? ` ${goal}` : ''}`;
    }),
  ]);
  const table = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...table.map((line) => line[column].length)));
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column])).join(' | ')} |`;
  return [
    `Pantallas con y sin extensiones, en frío tras una escritura; carga al acabar cada semilla: ${result.load.map((value) => value.toFixed(1)).join(', ')}`,
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...lines.map(line),
  ].join('\n');
}

/** The goals: each screen ≤ 1 s at 100,000 with the extensions, ≤ 1.5 s at more; the keystroke ≤ 50 ms. */
export function scaleGoal(measure: string, column: ScaleColumn): string {
  if (measure === KEYSTROKE) return '(≤ 50)';
  if (!column.extensions) return '';
  return column.cobros <= 100_000 ? '(≤ 1000)' : '(≤ 1500)';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const staticDir = process.argv[2] ?? 'dist';
  const result = await runScaleBench(Math.max(3, Number(process.env.BENCH_RUNS ?? 3)), staticDir);
  console.log(scaleTable(result, scaleGoal));
}
