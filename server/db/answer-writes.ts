import type { Database } from './sqlite-driver';

/** The tables a kept answer may name (server/answer-cache.ts): those the lists kept there read. */
export const TRACKED_TABLES = [
  'documentos',
  'documento_registros',
  'clientes',
  'cliente_agencias',
  'agencias',
  'cobros_estimados',
  'montos_extra',
  'historial_pago',
] as const;
export type TrackedTable = (typeof TRACKED_TABLES)[number];

/**
 * A count of writes per tracked table, kept by TEMP triggers: they live with this connection and
 * need no migration, and a write that rolls back takes its count with it.
 */
const countWrites = (table: TrackedTable) =>
  (['INSERT', 'UPDATE', 'DELETE'] as const)
    .map(
      (event) => `CREATE TEMP TRIGGER IF NOT EXISTS answer_writes_${table}_${event.toLowerCase()}
        AFTER ${event} ON main.${table}
        BEGIN UPDATE answer_writes SET n = n + 1 WHERE name = '${table}'; END;`,
    )
    .join('\n');

/**
 * What has been written through this connection, as a version that changes with every write to
 * `tables`, or with any write at all when no tables are named (total_changes() counts every row
 * inserted, updated or deleted through it).
 */
export function writeVersions(db: Database): (tables?: readonly TrackedTable[]) => string {
  db.exec(`CREATE TEMP TABLE IF NOT EXISTS answer_writes (name TEXT PRIMARY KEY, n INTEGER NOT NULL);
    ${TRACKED_TABLES.map((table) => `INSERT OR IGNORE INTO answer_writes (name, n) VALUES ('${table}', 0);`).join('\n')}
    ${TRACKED_TABLES.map(countWrites).join('\n')}`);
  const changesNow = db.prepare('SELECT total_changes()').pluck();
  const writesTo = db
    .prepare('SELECT total(n) FROM answer_writes WHERE name IN (SELECT value FROM json_each(?))')
    .pluck();
  return (tables) =>
    tables ? `t${writesTo.get(JSON.stringify(tables)) as number}` : `c${changesNow.get() as number}`;
}
