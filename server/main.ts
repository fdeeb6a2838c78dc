import { buildApp, DEFAULT_TOKEN_TTL_SECONDS } from './app';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { seedLarge } from './db/seed-large';
import { dirname } from 'node:path';
import { logLevelFrom } from './logging';
import { loadDotEnv, resolveJwtSecret, SecretError } from './secrets';
import { markServerRunning, parseInterval, scheduleBackups } from './backup';
import { DEFAULT_AGENCY_TIME_ZONE, isTimeZone } from '../src/domain/agency-time';

loadDotEnv();

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} debe ser un entero positivo (recibido: ${raw})`);
  return value;
}

const host = process.env.HOST || '127.0.0.1';
const port = positiveInteger('PORT', 8080);
const databaseFile = process.env.DATABASE || 'data/cobros.sqlite';
const tokenTtlSeconds = positiveInteger('JWT_TTL_SECONDS', DEFAULT_TOKEN_TTL_SECONDS);
const staticDir = process.env.STATIC_DIR || 'dist';
const logLevel = logLevelFrom(process.env.LOG_LEVEL);
const timeZone = process.env.AGENCY_TIME_ZONE || DEFAULT_AGENCY_TIME_ZONE;
if (!isTimeZone(timeZone))
  throw new Error(`AGENCY_TIME_ZONE no es una zona horaria IANA conocida: ${timeZone}`);
const dataDir = databaseFile === IN_MEMORY ? 'data' : dirname(databaseFile);

function jwtSecretOrExit(): string {
  try {
    const { secret, source, warning } = resolveJwtSecret({
      secret: process.env.JWT_SECRET,
      nodeEnv: process.env.NODE_ENV,
      host,
      dataDir,
    });
    if (warning) console.warn(warning);
    if (source === 'generated')
      console.log(`Secreto de las sesiones generado en ${dataDir}/ (solo para este equipo).`);
    return secret;
  } catch (error) {
    if (!(error instanceof SecretError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const jwtSecret = jwtSecretOrExit();

const db = openDatabase(databaseFile);
migrate(db);
if (isDatabaseEmpty(db)) {
  // SEED=large: 100,000 cobros (SEED_COBROS=1000000 for ten times as many), to try the screens at
  // production size (the demo accounts are kept).
  if (process.env.SEED === 'large') {
    const summary = seedLarge(db, { cobros: positiveInteger('SEED_COBROS', 100_000) });
    console.log(
      `Base de datos nueva en ${databaseFile}: ${summary.cobros} cobros de prueba cargados en ${summary.milliseconds} ms.`,
    );
  } else {
    seedDemo(db);
    console.log(`Base de datos nueva en ${databaseFile}: datos de demostración cargados.`);
  }
}

// A restore reads this mark to refuse while the database is in use (server/backup.ts).
const unmarkRunning = databaseFile === IN_MEMORY ? () => undefined : markServerRunning(databaseFile);
const backupEveryMs = parseInterval(process.env.BACKUP_EVERY);
const backups =
  backupEveryMs === null
    ? null
    : scheduleBackups({ db, databaseFile, everyMs: backupEveryMs, keep: positiveInteger('BACKUP_KEEP', 7) });

const app = await buildApp({
  db,
  jwtSecret,
  tokenTtlSeconds,
  staticDir,
  timeZone,
  logger: { level: logLevel },
});
await app.listen({ host, port });
console.log(`Servidor listo en http://${host}:${port}`);
if (backupEveryMs !== null) {
  console.log(`Copias de seguridad cada ${process.env.BACKUP_EVERY} en ${dataDir}/backups/.`);
}

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal} recibido: cerrando el servidor.`);
  backups?.stop();
  await app.close();
  db.close();
  unmarkRunning();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
