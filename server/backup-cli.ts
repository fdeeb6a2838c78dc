/**
 * `npm run backup [FILE]` and `npm run restore FILE`, on the database `DATABASE` names (read from
 * the environment or .env, as the server reads it).
 */
import { existsSync } from 'node:fs';
import { openDatabase } from './db/open-database';
import { BackupError, backupDatabase, defaultBackupFile, restoreDatabase } from './backup';
import { loadDotEnv } from './secrets';

loadDotEnv();
const databaseFile = process.env.DATABASE || 'data/cobros.sqlite';
const [command, file] = process.argv.slice(2);

const kb = (bytes: number) => `${Math.round(bytes / 1024)} kB`;

async function main(): Promise<void> {
  if (command === 'backup') {
    if (!existsSync(databaseFile)) throw new BackupError(`No existe la base de datos ${databaseFile}.`);
    const db = openDatabase(databaseFile);
    try {
      const made = await backupDatabase(db, file || defaultBackupFile(databaseFile, new Date()));
      console.log(`Copia de seguridad comprobada (${made.tables} tablas, ${kb(made.bytes)}): ${made.file}`);
    } finally {
      db.close();
    }
  } else if (command === 'restore') {
    if (!file) throw new BackupError('Indique la copia que restaurar: npm run restore ARCHIVO');
    const { previous } = restoreDatabase(file, databaseFile);
    console.log(`Restaurada ${file} en ${databaseFile}.`);
    if (previous) console.log(`La base de datos anterior quedó en ${previous}.`);
  } else {
    throw new BackupError('Uso: backup [ARCHIVO] | restore ARCHIVO');
  }
}

main().catch((error: unknown) => {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
});
