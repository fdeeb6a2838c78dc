import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Database } from './db/sqlite-driver';
import { SCHEMA_VERSION } from './db/migrations';
import { schemaFacts } from './db/schema-facts';

/** Backups live beside the database unless a file is named. */
export const BACKUP_FOLDER = 'backups';
const BACKUP_NAME = /^cobros-\d{8}-\d{6}\.sqlite$/;

export class BackupError extends Error {}

export type CheckedFile = { file: string; tables: number; bytes: number };

const pad = (value: number) => String(value).padStart(2, '0');

/** `<data>/backups/cobros-YYYYMMDD-HHMMSS.sqlite`: names that sort by time. */
export function defaultBackupFile(databaseFile: string, now: Date): string {
  const stamp =
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  return join(dirname(databaseFile), BACKUP_FOLDER, `cobros-${stamp}.sqlite`);
}

/**
 * Opens a file read-only and proves it is a whole database of this product: SQLite's integrity
 * check passes, it has the users table and a schema this server knows.
 */
export function checkDatabaseFile(file: string): CheckedFile {
  if (!existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  let db: Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupError(`${file} no es una base de datos SQLite: ${(error as Error).message}`);
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new BackupError(`${file} está dañado: ${String(integrity)}`);
    const { tables, hasUsers } = schemaFacts(db);
    if (!hasUsers)
      throw new BackupError(`${file} no es una base de datos de Cobros (no tiene la tabla users).`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      throw new BackupError(
        `${file} tiene la versión ${version}, más nueva que este servidor (${SCHEMA_VERSION}).`,
      );
    }
    return { file, tables, bytes: statSync(file).size };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} no se pudo leer: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * A consistent copy of a live database through SQLite's online backup: the copy is one moment of
 * the database, whatever the server writes meanwhile (a plain copy of a WAL database misses what
 * the WAL file still holds). The copy is checked before it is reported.
 */
export async function backupDatabase(source: Database, target: string): Promise<CheckedFile> {
  if (existsSync(target)) throw new BackupError(`Ya existe ${target}; elija otro nombre.`);
  mkdirSync(dirname(resolve(target)), { recursive: true });
  const partial = `${target}.parcial`;
  rmSync(partial, { force: true });
  await source.backup(partial);
  try {
    // The copy inherits WAL mode; a rollback journal makes it one self-contained file to move around.
    const copy = new Database(partial);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    checkDatabaseFile(partial);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, target);
  return checkDatabaseFile(target);
}

/** Backups in the folder, oldest first. */
export function listBackups(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => join(folder, name));
}

/** Removes the oldest backups beyond `keep`; returns what it removed. */
export function pruneBackups(folder: string, keep: number): string[] {
  const all = listBackups(folder);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const file of removed) unlinkSync(file);
  return removed;
}

/**
 * The running server's mark: `<database>.pid` holds its process id while it has the database
 * open, so a restore can tell that the file is in use.
 */
export function serverPidFile(databaseFile: string): string {
  return `${databaseFile}.pid`;
}

export function markServerRunning(databaseFile: string): () => void {
  const file = serverPidFile(databaseFile);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (existsSync(file) && readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a server using the database, or null (a stale mark of a dead process counts as none). */
export function runningServerPid(databaseFile: string): number | null {
  const file = serverPidFile(databaseFile);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/**
 * Puts a checked backup in place of the database. Refused while a server uses it. The file is
 * copied beside the database and renamed over it (one atomic step); the database it replaces is
 * kept as `<database>.antes-de-restaurar`, and its WAL and shared-memory files are removed, so
 * SQLite cannot replay the old database's log onto the restored one.
 */
export function restoreDatabase(backupFile: string, databaseFile: string): { previous: string | null } {
  const pid = runningServerPid(databaseFile);
  if (pid !== null) {
    throw new BackupError(
      `El servidor (proceso ${pid}) está usando ${databaseFile}. Deténgalo (Ctrl+C o kill ${pid}) y repita la restauración.`,
    );
  }
  checkDatabaseFile(backupFile);
  if (resolve(backupFile) === resolve(databaseFile))
    throw new BackupError('La copia y la base de datos son el mismo archivo.');
  mkdirSync(dirname(resolve(databaseFile)), { recursive: true });
  const incoming = join(dirname(databaseFile), `.${basename(databaseFile)}.restaurando`);
  writeFileSync(incoming, readFileSync(backupFile));
  const fd = openSync(incoming, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  let previous: string | null = null;
  if (existsSync(databaseFile)) {
    // Folds the WAL into the old file first, so what is kept aside is whole.
    const old = new Database(databaseFile);
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
    previous = `${databaseFile}.antes-de-restaurar`;
    renameSync(databaseFile, previous);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${databaseFile}${suffix}`, { force: true });
  renameSync(incoming, databaseFile);
  return { previous };
}

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `BACKUP_EVERY`: `30m`, `6h`, `1d`, `90s`; empty means no scheduled backups. */
export function parseInterval(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const match = /^\s*(\d+)\s*([smhd])\s*$/i.exec(raw);
  const seconds = match ? Number(match[1]) * UNITS[match[2].toLowerCase()] : 0;
  if (seconds < 60) {
    throw new Error(
      `BACKUP_EVERY debe ser una duración de al menos 1 minuto, como 30m, 6h o 1d (recibido: ${raw})`,
    );
  }
  return seconds * 1000;
}

export type BackupSchedule = { stop: () => void; runNow: () => Promise<CheckedFile | null> };

/** Takes a backup every `everyMs` and keeps the newest `keep`; a failed one is logged, not fatal. */
export function scheduleBackups(options: {
  db: Database;
  databaseFile: string;
  everyMs: number;
  keep: number;
  now?: () => Date;
  log?: (message: string) => void;
}): BackupSchedule {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message: string) => console.warn(message));
  const folder = join(dirname(options.databaseFile), BACKUP_FOLDER);
  let running = false;
  const runNow = async (): Promise<CheckedFile | null> => {
    if (running) return null;
    running = true;
    try {
      const made = await backupDatabase(options.db, defaultBackupFile(options.databaseFile, now()));
      pruneBackups(folder, options.keep);
      return made;
    } catch (error) {
      log(`AVISO: la copia de seguridad programada falló: ${(error as Error).message}`);
      return null;
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void runNow(), options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), runNow };
}
