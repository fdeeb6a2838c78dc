/**
 * Spreadsheet upload speed: a 10,000-row .xlsx and a 10,000-row .xls, each posted 5 times to
 * procesar_excel/ through `app.inject` (the whole route: multipart, worker parse, SQLite
 * writes). Prints the median time per format and the peak RSS of the process while uploading
 * (workers are threads, so their memory is in it).
 * Alone: `node node_modules/tsx/dist/cli.mjs bench/excel.ts`.
 */
import { resourceUsage } from 'node:process';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import { signToken } from '../server/auth/token';
import { migrate } from '../server/db/migrations';
import { IN_MEMORY, openDatabase } from '../server/db/open-database';
import { seedDemo } from '../server/db/seed';
import { findUserById } from '../server/db/usuario-queries';
import { multipartBody, uploadFields } from '../server/test-fixtures/multipart';
import { simpleFile, type UploadFile } from '../server/test-fixtures/spreadsheets';

const ROWS = 10_000;
const RUNS = 5;
export const TARGET_MS = 1000;
const ADMIN_ID = 2;
const CLIENTE_ID = 2;

export type ExcelBenchFormat = {
  format: string;
  kilobytes: number;
  /** The format's first upload, not in the median: the first of the process also starts the workers. */
  firstMs: number;
  runsMs: number[];
  medianMs: number;
  /**
   * CPU of the whole process per upload (median), all threads: it also counts starting the
   * worker that replaces the one used. Unlike wall time it barely moves on a busy machine.
   */
  medianCpuMs: number;
  /** Sampled every 5 ms while this format was uploading. */
  peakRssMb: number;
};
export type ExcelBenchResult = {
  formats: ExcelBenchFormat[];
  /** After building the app and the files, before the first upload. */
  baselineRssMb: number;
  /** The whole run's peak, including moments no sample caught. */
  maxRssMb: number;
};

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mb = (bytes: number) => bytes / (1024 * 1024);

export async function runExcelBench(): Promise<ExcelBenchResult> {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedDemo(db);
  const app = await buildApp({ db, jwtSecret: 'bench-excel' });
  const admin = findUserById(db, ADMIN_ID);
  if (!admin) throw new Error('La semilla no tiene el usuario admin');
  const authorization = `Bearer ${await signToken(admin, app.deps.token)}`;

  // Built before measuring; SheetJS loaded here for that is the bench's memory, not the server's.
  const files: readonly [string, UploadFile][] = [
    ['.xlsx', simpleFile(ROWS, 'xlsx', `bench_${ROWS}`)],
    ['.xls', simpleFile(ROWS, 'biff8', `bench_${ROWS}`)],
  ];
  const baselineRss = process.memoryUsage.rss();

  let peakRss = 0;
  const sample = () => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  };
  const sampler = setInterval(sample, 5);

  const post = async (file: UploadFile): Promise<{ wallMs: number; cpuMs: number }> => {
    const body = multipartBody(uploadFields(CLIENTE_ID, { tipo_documento: '2' }), [file]);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await app.inject({
      method: 'POST',
      url: '/api/procesar_excel/',
      payload: body.payload,
      headers: { ...body.headers, authorization },
    });
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const created = response.json().resultados_individuales?.[0]?.resultado?.registros_creados;
    if (response.statusCode !== 200 || created !== ROWS) {
      throw new Error(`Carga fallida (${response.statusCode}): ${response.body.slice(0, 300)}`);
    }
    return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
  };

  const formats: ExcelBenchFormat[] = [];
  try {
    for (const [format, file] of files) {
      peakRss = 0;
      sample();
      const first = await post(file);
      const runs: { wallMs: number; cpuMs: number }[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await post(file));
      sample();
      const runsMs = runs.map((run) => run.wallMs);
      formats.push({
        format,
        kilobytes: file.content.length / 1024,
        firstMs: first.wallMs,
        runsMs,
        medianMs: median(runsMs),
        medianCpuMs: median(runs.map((run) => run.cpuMs)),
        peakRssMb: mb(peakRss),
      });
    }
  } finally {
    clearInterval(sampler);
    await app.close();
    db.close();
  }
  const result: ExcelBenchResult = {
    formats,
    baselineRssMb: mb(baselineRss),
    maxRssMb: resourceUsage().maxRSS / 1024,
  };
  return result;
}

/** The details of a run, when this bench runs alone; `npm run bench` shows the medians in its table. */
function reportExcelBench(result: ExcelBenchResult): void {
  console.log(
    `Carga de hojas de cálculo de ${ROWS.toLocaleString('es-ES')} filas (procesar_excel/, ${RUNS} veces cada una):`,
  );
  for (const item of result.formats) {
    const verdict = item.medianMs <= TARGET_MS ? 'ok' : `supera ${TARGET_MS} ms`;
    console.log(
      `  ${item.format.padEnd(6)} ${item.kilobytes.toFixed(0).padStart(4)} kB  mediana ${item.medianMs.toFixed(0)} ms (${verdict})` +
        `  [${item.runsMs.map((ms) => ms.toFixed(0)).join(', ')}]  primera ${item.firstMs.toFixed(0)} ms` +
        `  CPU ${item.medianCpuMs.toFixed(0)} ms` +
        `  RSS pico ${item.peakRssMb.toFixed(0)} MB`,
    );
  }
  console.log(
    `  RSS antes de subir ${result.baselineRssMb.toFixed(0)} MB; máximo del proceso ${result.maxRssMb.toFixed(0)} MB`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  reportExcelBench(await runExcelBench());
}
