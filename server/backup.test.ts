import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from './db/sqlite-driver';
import { buildApp } from './app';
import {
  BackupError,
  backupDatabase,
  checkDatabaseFile,
  defaultBackupFile,
  listBackups,
  markServerRunning,
  parseInterval,
  pruneBackups,
  restoreDatabase,
  scheduleBackups,
} from './backup';
import { migrate } from './db/migrations';
import { openDatabase } from './db/open-database';
import { seedDemo } from './db/seed';
import { bearer, TEST_NOW, TEST_SECRET, tokenFor, USER_IDS } from './test-support';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'cobros-backup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function seededFile(name = 'cobros.sqlite'): { file: string; db: Database } {
  const file = join(dir, name);
  const db = openDatabase(file);
  migrate(db);
  seedDemo(db, TEST_NOW);
  return { file, db };
}

const idsOf = (db: Database, table: string) =>
  (db.prepare(`SELECT id FROM ${table} ORDER BY id`).all() as { id: number }[]).map((row) => row.id);

describe('backup and restore', () => {
  it('a backup taken during a burst of writes holds every write acknowledged before it began', async () => {
    const { file, db } = seededFile();
    const app = await buildApp({ db, jwtSecret: TEST_SECRET, now: () => TEST_NOW });
    const headers = bearer(await tokenFor(app, USER_IDS.superadmin));
    const acked: Record<string, number[]> = { agencias: [], clientes: [] };
    let stop = false;
    const burst = (async () => {
      for (let i = 0; !stop && i < 400; i++) {
        const agencia = await app.inject({
          method: 'POST',
          url: '/api/crear_agencia/',
          headers,
          payload: { nombre: `Ráfaga ${i}` },
        });
        expect(agencia.statusCode).toBe(201);
        acked.agencias.push(agencia.json<{ id: number }>().id);
        const cliente = await app.inject({
          method: 'POST',
          url: '/api/create_client/',
          headers,
          payload: { nombre: `Cliente ráfaga ${i}`, categoria: 1, agencia: [1] },
        });
        expect(cliente.statusCode).toBe(201);
        acked.clientes.push(cliente.json<{ id: number }>().id);
      }
    })();
    // Let the burst get going, then back up from a connection of its own, as `npm run backup` does.
    while (acked.clientes.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = { agencias: [...acked.agencias], clientes: [...acked.clientes] };
    const reader = openDatabase(file);
    const backupFile = join(dir, 'copia.sqlite');
    const made = await backupDatabase(reader, backupFile);
    reader.close();
    stop = true;
    await burst;
    expect(made.tables).toBeGreaterThan(10);
    // The burst went on after the backup began; the live database has rows the backup may lack.
    expect(acked.clientes.length).toBeGreaterThan(before.clientes.length);

    const restored = join(dir, 'restaurada', 'cobros.sqlite');
    restoreDatabase(backupFile, restored);
    const fresh = openDatabase(restored);
    for (const table of ['agencias', 'clientes'] as const) {
      const ids = new Set(idsOf(fresh, table));
      const missing = before[table].filter((id) => !ids.has(id));
      expect(missing, table).toEqual([]);
    }
    // Every table is there, with the seed's rows.
    for (const table of ['users', 'cobros', 'documentos', 'montos_extra']) {
      expect(idsOf(fresh, table).length, table).toBeGreaterThan(0);
    }
    fresh.close();
    await app.close();
    db.close();
  }, 60_000);

  it('checks what it restores and refuses while a server uses the database', async () => {
    const { file, db } = seededFile();
    const backupFile = join(dir, 'b.sqlite');
    await backupDatabase(db, backupFile);
    db.close();
    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'no es una base de datos');
    expect(() => restoreDatabase(junk, file)).toThrow(BackupError);
    expect(() => restoreDatabase(join(dir, 'no-existe.sqlite'), file)).toThrow(/No existe/);

    const unmark = markServerRunning(file);
    expect(() => restoreDatabase(backupFile, file)).toThrow(/está usando/);
    unmark();
    // A mark left by a process that is gone does not block.
    writeFileSync(`${file}.pid`, '999999999\n');
    const { previous } = restoreDatabase(backupFile, file);
    expect(previous && existsSync(previous)).toBe(true);
    expect(checkDatabaseFile(file).tables).toBeGreaterThan(10);
  });

  it('refuses to overwrite an existing file', async () => {
    const { db } = seededFile();
    const target = join(dir, 'x.sqlite');
    writeFileSync(target, '');
    await expect(backupDatabase(db, target)).rejects.toThrow(/Ya existe/);
    db.close();
  });
});

describe('scheduled backups', () => {
  it('BACKUP_EVERY takes a duration of a minute or more', () => {
    expect(parseInterval(undefined)).toBeNull();
    expect(parseInterval('')).toBeNull();
    expect(parseInterval('30m')).toBe(1_800_000);
    expect(parseInterval('6h')).toBe(21_600_000);
    expect(parseInterval('1d')).toBe(86_400_000);
    for (const raw of ['10s', '5', 'cada hora', '-1h'])
      expect(() => parseInterval(raw)).toThrow(/BACKUP_EVERY/);
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const { file, db } = seededFile();
    let clock = new Date(2026, 0, 1, 8, 0, 0);
    const schedule = scheduleBackups({
      db,
      databaseFile: file,
      everyMs: 3_600_000,
      keep: 2,
      now: () => clock,
    });
    const made: string[] = [];
    for (let hour = 0; hour < 3; hour++) {
      clock = new Date(2026, 0, 1, 8 + hour, 0, 0);
      made.push((await schedule.runNow())?.file ?? '');
    }
    schedule.stop();
    expect(made[0]).toBe(defaultBackupFile(file, new Date(2026, 0, 1, 8, 0, 0)));
    expect(listBackups(join(dir, 'backups'))).toEqual(made.slice(1));
    expect(pruneBackups(join(dir, 'backups'), 1)).toEqual([made[1]]);
    db.close();
  });
});

describe('npm run backup / restore', () => {
  const cli = (args: string[], database: string) =>
    spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/backup-cli.ts', ...args], {
      env: { ...process.env, DATABASE: database },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('backs up, says where, and restores', () => {
    const { file, db } = seededFile();
    db.close();
    const target = join(dir, 'manual.sqlite');
    const backup = cli(['backup', target], file);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Copia de seguridad comprobada`);
    expect(backup.stdout).toContain(target);
    const restore = cli(['restore', target], file);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Restaurada');
    const missing = cli(['restore'], file);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('npm run restore ARCHIVO');
  }, 60_000);
});
