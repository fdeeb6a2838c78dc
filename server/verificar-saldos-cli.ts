/**
 * `npm run verificar-saldos [DATABASE]`: every client's paid amount and balance checked against its
 * payment history (extension `estado_cuenta`, `GET ext/verificar_saldos/`), on the database named,
 * else the one `DATABASE` names (environment or .env, as the server reads it). Exit status 0 when
 * every client agrees, 1 when one does not, 2 when the check cannot run.
 */
import { existsSync } from 'node:fs';
import { ESTADO_CUENTA_MESSAGES } from '../src/contract/estado-cuenta';
import { openDatabase } from './db/open-database';
import { verificarSaldos, verificarSaldosLines } from './ext/estado-cuenta';
import { loadDotEnv } from './secrets';

loadDotEnv();
const args = process.argv.slice(2);
const databaseFile = args[0] || process.env.DATABASE || 'data/cobros.sqlite';

if (args.length > 1) {
  console.error(ESTADO_CUENTA_MESSAGES.cliUso);
  process.exit(2);
}
if (!existsSync(databaseFile)) {
  console.error(ESTADO_CUENTA_MESSAGES.cliSinBase(databaseFile));
  process.exit(2);
}
const db = openDatabase(databaseFile);
let result;
try {
  result = verificarSaldos(db);
} finally {
  db.close();
}
for (const line of verificarSaldosLines(result)) console.log(line);
process.exit(result.diferencias.length === 0 ? 0 : 1);
