import type { Database } from './sqlite-driver';
import { BASE_SCHEMA } from './migrations/base-schema';
import { CLOSINGS_AND_AUDIT } from './migrations/closings-and-audit';
import { PAYMENT_EXTRA_AMOUNT } from './migrations/payment-extra-amount';
import { PERIOD_INDEXES } from './migrations/period-indexes';
import { periodsAndLastingIds } from './migrations/periods-and-lasting-ids';
import { SESSIONS_AND_IDEMPOTENCY } from './migrations/sessions-and-idempotency';

export { LASTING_ID_TABLES } from './migrations/periods-and-lasting-ids';

/**
 * A migration is SQL, or code for what SQL alone cannot do. One that rebuilds tables runs with
 * foreign keys off (SQLite's 12-step table change): dropping a referenced table with them on
 * would cascade into the rows that name it.
 */
type Migration = string | { rebuildsTables: true; run: (db: Database) => void };

/**
 * The schema's history, one module per migration under migrations/, in the order they ran.
 * Append new migrations; never edit one that has shipped, since `user_version` records which ran.
 */
const MIGRATIONS: readonly Migration[] = [
  BASE_SCHEMA,
  PAYMENT_EXTRA_AMOUNT,
  SESSIONS_AND_IDEMPOTENCY,
  // See rebuildTable.
  { rebuildsTables: true, run: periodsAndLastingIds },
  CLOSINGS_AND_AUDIT,
  PERIOD_INDEXES,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the schema up to `target` (the latest by default; tests build older databases with it);
 * returns how many migrations ran. All or none of them apply. When one rebuilds tables, foreign
 * keys are off for the whole transaction (the pragma cannot change inside one), every reference
 * is checked before it commits, and the connection's setting is put back.
 */
export function migrate(db: Database, target = SCHEMA_VERSION): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new Error(
      `La base de datos tiene la versión ${current}, más nueva que este servidor (${SCHEMA_VERSION}).`,
    );
  }
  const pending = MIGRATIONS.slice(current, Math.max(current, target));
  const rebuilds = pending.some((migration) => typeof migration !== 'string');
  const foreignKeys = db.pragma('foreign_keys', { simple: true }) as number;
  if (rebuilds) db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const migration of pending) {
        if (typeof migration === 'string') db.exec(migration);
        else migration.run(db);
      }
      if (rebuilds) {
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`La migración deja ${broken.length} referencias rotas.`);
      }
      db.pragma(`user_version = ${current + pending.length}`);
    })();
  } finally {
    if (rebuilds) db.pragma(`foreign_keys = ${foreignKeys}`);
  }
  return pending.length;
}
