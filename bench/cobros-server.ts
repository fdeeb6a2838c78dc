/**
 * `GET /api/listar_cobro/` at production size: builds the large seed (100,000 cobros) in a
 * temporary file, serves it on 127.0.0.1 and times whole HTTP requests, from sending to the last
 * byte received, as SuperAdmin-like admin (every cobro) and as the busiest supervisor. Each figure
 * is the median of 7 runs after 1 warm-up. CPU time of this process is printed next to the wall
 * time, since the wall time also counts whatever else the machine is running.
 *
 * Run alone: `node node_modules/tsx/dist/cli.mjs bench/cobros-server.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { buildApp } from '../server/app';
import { signToken } from '../server/auth/token';
import { migrate } from '../server/db/migrations';
import { openDatabase } from '../server/db/open-database';
import { seedLarge, type SeedLargeSummary } from '../server/db/seed-large';
import { findUserById } from '../server/db/usuario-queries';

const RUNS = 7;
const WARM_UPS = 1;
const ADMIN_ID = 2;
/** The list after a write, from the request to its last byte. */
export const BUDGET_MS = 300;

export type ListTiming = {
  caller: string;
  cobros: number;
  megabytes: number;
  /** As sent, gzipped. */
  sentMegabytes: number;
  /** Built from the database: the first load after any write. */
  medianMs: number;
  medianCpuMs: number;
  runsMs: number[];
  /** Answered from the server's cache: a repeated load with no write in between. */
  cachedMedianMs: number;
};

export type CobrosServerBench = {
  seed: SeedLargeSummary;
  /** CPU time of the seed, this process. */
  seedCpuMs: number;
  timings: ListTiming[];
  /** The machine's 1-minute load average at the end: wall times mean little when it exceeds the cores. */
  loadAverage: number;
  cores: number;
};

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

/**
 * One GET asking for gzip as a browser does, read to the end; the body is kept (and inflated)
 * only when asked, so timing runs do not parse 80 MB.
 */
function get(
  port: number,
  path: string,
  token: string,
  keepBody: boolean,
): Promise<{ bytes: number; body?: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (keepBody) chunks.push(chunk);
        });
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`HTTP ${response.statusCode} en ${path}`));
          else if (!keepBody) resolve({ bytes });
          else {
            const raw = Buffer.concat(chunks);
            const inflated = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
            resolve({ bytes, body: inflated.toString('utf8') });
          }
        });
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function runCobrosServerBench(): Promise<CobrosServerBench> {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-bench-'));
  const db = openDatabase(join(dir, 'cobros.sqlite'));
  try {
    migrate(db);
    const seedCpu = process.cpuUsage();
    const seed = seedLarge(db, { now: new Date() });
    const seedCpuMs = cpuMs(process.cpuUsage(seedCpu));

    const app = await buildApp({ db, jwtSecret: 'bench-secret' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = app.server.address() as AddressInfo;
      const callers = [
        { caller: 'admin (todos)', userId: ADMIN_ID },
        {
          caller: `supervisor más ocupado (id ${seed.busiestSupervisorId})`,
          userId: seed.busiestSupervisorId,
        },
      ];
      const timings: ListTiming[] = [];
      for (const { caller, userId } of callers) {
        const user = findUserById(db, userId);
        if (!user) throw new Error(`No existe el usuario ${userId}`);
        const token = await signToken(user, app.deps.token);
        let cobros = 0;
        let bytes = 0;
        let sentBytes = 0;
        for (let warm = 0; warm < WARM_UPS; warm += 1) {
          const answer = await get(port, '/api/listar_cobro/', token, true);
          cobros = (JSON.parse(answer.body ?? '[]') as unknown[]).length;
          bytes = Buffer.byteLength(answer.body ?? '');
          sentBytes = answer.bytes;
        }
        const runsMs: number[] = [];
        const runsCpuMs: number[] = [];
        const cachedMs: number[] = [];
        // A write, even one that changes no value, invalidates the server's cached list.
        const touch = db.prepare('UPDATE cobros SET pagado = pagado WHERE id = (SELECT MIN(id) FROM cobros)');
        for (let run = 0; run < RUNS; run += 1) {
          touch.run();
          const cpu = process.cpuUsage();
          const started = performance.now();
          await get(port, '/api/listar_cobro/', token, false);
          runsMs.push(performance.now() - started);
          runsCpuMs.push(cpuMs(process.cpuUsage(cpu)));
          const again = performance.now();
          await get(port, '/api/listar_cobro/', token, false);
          cachedMs.push(performance.now() - again);
        }
        timings.push({
          caller,
          cobros,
          megabytes: bytes / 1024 / 1024,
          sentMegabytes: sentBytes / 1024 / 1024,
          medianMs: median(runsMs),
          medianCpuMs: median(runsCpuMs),
          runsMs,
          cachedMedianMs: median(cachedMs),
        });
      }
      return { seed, seedCpuMs, timings, loadAverage: loadavg()[0], cores: availableParallelism() };
    } finally {
      await app.close();
    }
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function reportCobrosServerBench(result: CobrosServerBench): boolean {
  const { seed } = result;
  console.log(
    `Semilla grande: ${seed.cobros} cobros (${seed.cobroRecords} registros), ${seed.users} usuarios, ` +
      `${seed.clients} clientes, ${seed.documents} documentos en ${seed.milliseconds} ms ` +
      `(CPU ${Math.round(result.seedCpuMs)} ms)`,
  );
  console.log(`  carga media del equipo: ${result.loadAverage.toFixed(1)} en ${result.cores} núcleos`);
  let ok = true;
  for (const timing of result.timings) {
    const within = timing.medianMs <= BUDGET_MS;
    ok &&= within;
    console.log(
      `  listar_cobro/ ${timing.caller}: ${timing.cobros} cobros, ${timing.megabytes.toFixed(1)} MB ` +
        `(${timing.sentMegabytes.toFixed(1)} MB en gzip), ` +
        `mediana ${Math.round(timing.medianMs)} ms (CPU ${Math.round(timing.medianCpuMs)} ms) ` +
        `${within ? '≤' : '>'} ${BUDGET_MS} ms; corridas: ${timing.runsMs.map(Math.round).join(', ')}; ` +
        `repetida sin cambios (caché): mediana ${Math.round(timing.cachedMedianMs)} ms`,
    );
  }
  return ok;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log('== listar_cobro/ a escala (servidor de referencia)');
  reportCobrosServerBench(await runCobrosServerBench());
}
