import { buildApp, DEFAULT_TOKEN_TTL_SECONDS } from './app';
import { migrate } from './db/migrations';
import { openDatabase } from './db/open-database';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { seedLarge } from './db/seed-large';
import { logLevelFrom } from './logging';
import { DEFAULT_AGENCY_TIME_ZONE, isTimeZone } from '../src/domain/agency-time';

const DEV_JWT_SECRET = 'cobros-dev-secret-no-usar-en-produccion';

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
let jwtSecret = process.env.JWT_SECRET;
if (!jwtSecret) {
  console.warn(
    'AVISO: JWT_SECRET no está definido; se usa un secreto de desarrollo. No lo use en producción.',
  );
  jwtSecret = DEV_JWT_SECRET;
}

const db = openDatabase(databaseFile);
migrate(db);
if (isDatabaseEmpty(db)) {
  // SEED=large: 100,000 cobros, to try the screens at production size (the demo accounts are kept).
  if (process.env.SEED === 'large') {
    const summary = seedLarge(db);
    console.log(
      `Base de datos nueva en ${databaseFile}: ${summary.cobros} cobros de prueba cargados en ${summary.milliseconds} ms.`,
    );
  } else {
    seedDemo(db);
    console.log(`Base de datos nueva en ${databaseFile}: datos de demostración cargados.`);
  }
}

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

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`${signal} recibido: cerrando el servidor.`);
  await app.close();
  db.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
