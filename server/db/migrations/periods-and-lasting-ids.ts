/**
 * Periods and fixed rates (extension `periodos`), and ids never reused: every table a user can
 * name by id is rebuilt with AUTOINCREMENT, the cobros with their period year and rate.
 */
import type { Database } from '../sqlite-driver';
import { cobroAnio, registrationRateCents } from '../cobro-row-queries';

/**
 * Tables whose ids a user can hold and send back (in a URL, a form, a stale screen): a deleted
 * row's id must never name a new row, which SQLite's plain INTEGER PRIMARY KEY allows (it hands
 * out max(id) + 1). AUTOINCREMENT keeps the highest id ever used in sqlite_sequence. The copied
 * rows seed sqlite_sequence with each table's max id; an id deleted above that max before this
 * migration left no trace and cannot be protected.
 */
export const LASTING_ID_TABLES = [
  'users',
  'agencias',
  'clientes',
  'documentos',
  'documento_registros',
  'cobros',
  'cobros_estimados',
  'tareas',
  'montos_extra',
  'historial_pago',
] as const;

/** The cobro columns `periodos` adds, appended to the table's definition when it is rebuilt. */
const COBRO_PERIOD_COLUMNS = `,
    anio INTEGER NOT NULL,
    tarifa_cents INTEGER NOT NULL CHECK (tarifa_cents >= 0),
    tarifa_origen TEXT NOT NULL DEFAULT 'registro' CHECK (tarifa_origen IN ('registro', 'migracion'))`;
const COBRO_PERIOD_VALUES = `periodo_anio(mes, fecha_creacion),
  tarifa_migrada(usuario_supervisor_id, (SELECT roles.nombre FROM users JOIN roles ON roles.id = users.rol_id
    WHERE users.id = cobros.usuario_registra_id)),
  'migracion'`;

/**
 * Every cobro gets its period year from its month and registration day, and its rate from its
 * registering worker's role and supervisor as they are now: the closest the data can come to the
 * rate at registration, and marked 'migracion' so it is never mistaken for one fixed then. The
 * rules are the ones every new cobro is written with (cobro-row-queries.ts), called from SQL.
 */
export function periodsAndLastingIds(db: Database): void {
  db.function('periodo_anio', { deterministic: true }, (mes, fecha) => cobroAnio(String(mes), String(fecha)));
  db.function('tarifa_migrada', { deterministic: true }, (supervisorId, role) =>
    registrationRateCents(
      supervisorId === null ? null : Number(supervisorId),
      role === null ? null : String(role),
    ),
  );
  for (const table of LASTING_ID_TABLES) {
    rebuildTable(
      db,
      table,
      table === 'cobros' ? { columns: COBRO_PERIOD_COLUMNS, values: COBRO_PERIOD_VALUES } : undefined,
    );
  }
}

/**
 * Steps 4–10 of SQLite's table change (https://sqlite.org/lang_altertable.html#otheralter): the
 * table created anew under a temporary name from its own definition, with AUTOINCREMENT on its id
 * and any `extra` columns, its rows copied with their ids, the old one dropped, the new one
 * renamed, its indexes made again. The definition is read from the database rather than written
 * out again, so the rebuilt table keeps every column, default and constraint it had.
 */
function rebuildTable(db: Database, table: string, extra?: { columns: string; values: string }): void {
  const { sql } = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table) as {
    sql: string;
  };
  // A renamed table's definition names it in quotes.
  const definition = /^CREATE TABLE "?\w+"? \(([\s\S]*)\)\s*$/.exec(sql)?.[1];
  const autoincrement = definition?.replace(
    /\bid INTEGER PRIMARY KEY\b(?! AUTOINCREMENT)/,
    'id INTEGER PRIMARY KEY AUTOINCREMENT',
  );
  if (autoincrement === undefined || autoincrement === definition) {
    throw new Error(`No se pudo reconstruir la tabla ${table}: su definición no es la esperada.`);
  }
  const indexes = db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .pluck()
    .all(table) as string[];
  const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[]).join(
    ', ',
  );
  const rebuilt = `${table}_rebuilt`;
  db.exec(`CREATE TABLE ${rebuilt} (${autoincrement}${extra?.columns ?? ''})`);
  db.exec(
    extra
      ? `INSERT INTO ${rebuilt} SELECT ${columns}, ${extra.values} FROM ${table}`
      : `INSERT INTO ${rebuilt} (${columns}) SELECT ${columns} FROM ${table}`,
  );
  db.exec(`DROP TABLE ${table}`);
  db.exec(`ALTER TABLE ${rebuilt} RENAME TO ${table}`);
  for (const index of indexes) db.exec(index);
}
