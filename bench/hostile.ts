/**
 * Hostile load against a running reference server: the crash file, zip bombs, parallel
 * large uploads and a login flood. Prints the server's peak RSS (its process plus its parsing
 * children), whether it stayed up, and a signed-in user's latency idle and during the flood.
 * Run on its own (it takes about a minute and a few GB of disk-free memory headroom):
 *   node node_modules/tsx/dist/cli.mjs bench/hostile.ts
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDeflateRaw } from 'node:zlib';
import { buildZip } from '../server/test-fixtures/zip-bomb';

const PORT = Number(process.env.HOSTILE_PORT ?? 4197);
const BASE = `http://127.0.0.1:${PORT}/api`;
const MB = 1024 * 1024;

/** A zip whose one sheet inflates to `bytes` of `fill`, deflated by streaming so the bench stays small. */
async function streamedBomb(name: string, bytes: number, prefix = '', fill = 0x20): Promise<Blob> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  deflate.write(prefix);
  const block = Buffer.alloc(16 * MB, fill);
  for (let written = 0; written < bytes; written += block.length) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(chunks);
  // buildZip deflates its content itself; the bomb's entry is spliced in already deflated.
  const zip = buildZip([
    { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
    { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
  ]);
  const entry = Buffer.from(`xl/worksheets/sheet1.xml`);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(Math.min(bytes, 0xfffffffe), 22);
  local.writeUInt16LE(entry.length, 26);
  const eocd = zip.length - 22;
  const cdOffset = zip.readUInt32LE(eocd + 16);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(Math.min(bytes, 0xfffffffe), 24);
  central.writeUInt16LE(entry.length, 28);
  central.writeUInt32LE(cdOffset, 42);
  const locals = zip.subarray(0, cdOffset);
  const directory = Buffer.concat([zip.subarray(cdOffset, eocd), central, entry]);
  const end = Buffer.from(zip.subarray(eocd));
  end.writeUInt16LE(3, 8);
  end.writeUInt16LE(3, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(cdOffset + local.length + entry.length + data.length, 16);
  const file = Buffer.concat([locals, local, entry, data, directory, end]);
  console.log(`  ${name}: ${(file.length / 1024).toFixed(0)} kB inflating to ${(bytes / MB).toFixed(0)} MB`);
  return new Blob([file]);
}

function rssKb(pid: number): number {
  try {
    const pids = [
      pid,
      ...execFileSync('pgrep', ['-P', String(pid)])
        .toString()
        .trim()
        .split('\n')
        .map(Number),
    ];
    return pids.reduce((total, each) => {
      try {
        const status = readFileSync(`/proc/${each}/status`, 'utf8');
        return total + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      } catch {
        return total;
      }
    }, 0);
  } catch {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  }
}

async function login(username: string, password: string): Promise<Response> {
  return fetch(`${BASE}/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
}

async function upload(token: string, files: { name: string; blob: Blob }[]): Promise<number> {
  const form = new FormData();
  form.set('tipo_documento', '1');
  form.set('cliente_id', '2');
  form.set('bill', 'true');
  form.set('notas', 'true');
  for (const file of files) form.append('archivo', file.blob, file.name);
  const response = await fetch(`${BASE}/procesar_excel/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

async function timed(token: string): Promise<number> {
  const start = performance.now();
  await (await fetch(`${BASE}/rol/`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'cobros-hostile-'));
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATABASE: join(dir, 'db.sqlite'),
      STATIC_DIR: join(dir, 'none'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.on('exit', () => {
    exited = true;
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    if (!exited && server.pid) peakKb = Math.max(peakKb, rssKb(server.pid));
  }, 50);
  try {
    for (let tries = 0; ; tries += 1) {
      try {
        await fetch(`${BASE}/rol/`);
        break;
      } catch {
        if (tries > 200) throw new Error('el servidor no arrancó');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    const admin = ((await (await login('admin', 'cobros2026')).json()) as { token: string }).token;
    const superadmin = ((await (await login('superadmin', 'cobros2026')).json()) as { token: string }).token;
    console.log('Hostile files:');
    const crash = await streamedBomb(
      'crash (one 100 MiB inline string)',
      100 * MB,
      '<worksheet><sheetData><row><c t="inlineStr"><is><t>',
      0x41,
    );
    const bomb = await streamedBomb('bomb (1 GiB of whitespace)', 1024 * MB);
    const results: Record<string, number | string> = {};
    results.crash = await upload(admin, [{ name: 'crash.xlsx', blob: crash }]);
    results.bomb = await upload(admin, [{ name: 'bomb.xlsx', blob: bomb }]);
    results.fourBombs = await upload(
      admin,
      [1, 2, 3, 4].map((n) => ({ name: `bomb${n}.xlsx`, blob: bomb })),
    );
    const big = Array.from({ length: 20 }, (_, n) => ({
      name: `grande${n}.xlsx`,
      blob: new Blob([Buffer.concat([Buffer.from('PK\u0003\u0004xl/'), randomBytes(10 * MB - 16)])]),
    }));
    results.fiveParallel20x10MB = (await Promise.all([1, 2, 3, 4, 5].map(() => upload(admin, big)))).join(
      ',',
    );
    const idle: number[] = [];
    for (let n = 0; n < 20; n += 1) idle.push(await timed(superadmin));
    const flood = Array.from({ length: 50 }, (_, n) =>
      login(`intruso${n}`, 'incorrecta').then((r) => r.status),
    );
    const during: number[] = [];
    const floodDone = Promise.all(flood);
    let finished = false;
    void floodDone.then(() => {
      finished = true;
    });
    while (!finished) during.push(await timed(superadmin));
    const floodStatuses = await floodDone;
    const admin400 = [];
    for (let n = 0; n < 11; n += 1) admin400.push((await login('admin', 'incorrecta')).status);
    console.log('Statuses:', results);
    console.log(`Login flood: 50 bogus logins → ${JSON.stringify(countBy(floodStatuses))}`);
    console.log(`11 wrong passwords for admin → ${admin400.join(',')}`);
    console.log(
      `GET rol/ idle: median ${median(idle).toFixed(1)} ms; during the flood: median ${median(during).toFixed(1)} ms, max ${Math.max(...during).toFixed(1)} ms over ${during.length} calls`,
    );
    const stillUp =
      !exited &&
      (await fetch(`${BASE}/rol/`)
        .then((r) => r.status)
        .catch(() => 0)) === 401;
    console.log(`Peak RSS (server + parsing children): ${(peakKb / 1024).toFixed(0)} MB`);
    console.log(`Server stayed up: ${stillUp ? 'yes' : 'NO'}`);
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

function countBy(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

void main();
