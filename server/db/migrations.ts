import type { Database } from './sqlite-driver';
import { cobroAnio, registrationRateCents } from './cobro-row-queries';

/**
 * Money columns (`*_cents`) are INTEGER cents so that sums of payments, bonuses and estimates
 * are exact; the API turns them back into decimals. Units are REAL because spreadsheet rows may
 * carry fractional units. Dates are ISO-8601 text (`fecha` of a payment is a plain YYYY-MM-DD).
 * Cobros keep a copy of each record's name and units so that deleting a document never changes
 * what a worker was paid for.
 *
 * Append new migrations; never edit one that has shipped, since `user_version` records which ran.
 */
const MIGRATIONS: readonly Migration[] = [
  `
  CREATE TABLE roles (
    id INTEGER PRIMARY KEY,
    nombre TEXT NOT NULL UNIQUE
  );

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    email TEXT NOT NULL DEFAULT '',
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    id_user TEXT,
    dir TEXT,
    phone TEXT,
    servicio TEXT NOT NULL DEFAULT 'tcm' CHECK (servicio IN ('tcm', 'terapia')),
    subir_notas INTEGER NOT NULL DEFAULT 0 CHECK (subir_notas IN (0, 1)),
    is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
    rol_id INTEGER REFERENCES roles(id) ON DELETE SET NULL
  );
  CREATE INDEX users_rol ON users(rol_id);

  CREATE TABLE agencias (
    id INTEGER PRIMARY KEY,
    nombre TEXT NOT NULL UNIQUE
  );

  CREATE TABLE clientes (
    id INTEGER PRIMARY KEY,
    nombre TEXT NOT NULL,
    categoria INTEGER NOT NULL CHECK (categoria IN (1, 2)),
    estado INTEGER NOT NULL DEFAULT 1 CHECK (estado IN (0, 1)),
    creado TEXT NOT NULL
  );

  CREATE TABLE cliente_agencias (
    cliente_id INTEGER NOT NULL REFERENCES clientes(id) ON DELETE CASCADE,
    agencia_id INTEGER NOT NULL REFERENCES agencias(id) ON DELETE CASCADE,
    PRIMARY KEY (cliente_id, agencia_id)
  ) WITHOUT ROWID;
  CREATE INDEX cliente_agencias_agencia ON cliente_agencias(agencia_id);

  CREATE TABLE documentos (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    nombre_archivo TEXT NOT NULL,
    tipo INTEGER NOT NULL CHECK (tipo IN (1, 2)),
    bill INTEGER NOT NULL DEFAULT 0 CHECK (bill IN (0, 1)),
    notas INTEGER NOT NULL DEFAULT 0 CHECK (notas IN (0, 1)),
    fecha_creacion TEXT NOT NULL,
    hoja_procesada TEXT,
    rango_filas TEXT
  );
  CREATE INDEX documentos_cliente ON documentos(cliente_id);

  CREATE TABLE documento_registros (
    id INTEGER PRIMARY KEY,
    documento_id INTEGER NOT NULL REFERENCES documentos(id) ON DELETE CASCADE,
    nombre_completo TEXT NOT NULL,
    unidades REAL NOT NULL CHECK (unidades >= 0)
  );
  CREATE INDEX documento_registros_documento ON documento_registros(documento_id);

  CREATE TABLE cobros (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    documento_id INTEGER REFERENCES documentos(id) ON DELETE SET NULL,
    usuario_registra_id INTEGER NOT NULL REFERENCES users(id),
    usuario_supervisor_id INTEGER REFERENCES users(id),
    mes TEXT NOT NULL,
    tipo_tarea INTEGER NOT NULL CHECK (tipo_tarea BETWEEN 1 AND 5),
    unidades REAL NOT NULL DEFAULT 0 CHECK (unidades >= 0),
    bonificado_cents INTEGER NOT NULL DEFAULT 0 CHECK (bonificado_cents >= 0),
    sancionado_cents INTEGER NOT NULL DEFAULT 0 CHECK (sancionado_cents >= 0),
    nota_bonificado TEXT,
    nota_sancionado TEXT,
    pagado INTEGER NOT NULL DEFAULT 0 CHECK (pagado IN (0, 1)),
    fecha_creacion TEXT NOT NULL
  );
  CREATE INDEX cobros_usuario_registra ON cobros(usuario_registra_id);
  CREATE INDEX cobros_usuario_supervisor ON cobros(usuario_supervisor_id);
  CREATE INDEX cobros_cliente ON cobros(cliente_id);
  CREATE INDEX cobros_documento ON cobros(documento_id);

  CREATE TABLE cobro_registros (
    id INTEGER PRIMARY KEY,
    cobro_id INTEGER NOT NULL REFERENCES cobros(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('bill', 'open', 'spr')),
    registro_id INTEGER REFERENCES documento_registros(id) ON DELETE SET NULL,
    nombre_completo TEXT NOT NULL,
    unidades REAL NOT NULL CHECK (unidades >= 0)
  );
  CREATE INDEX cobro_registros_cobro ON cobro_registros(cobro_id);
  CREATE INDEX cobro_registros_registro ON cobro_registros(registro_id);

  CREATE TABLE cobros_estimados (
    id INTEGER PRIMARY KEY,
    documento_id INTEGER NOT NULL UNIQUE REFERENCES documentos(id) ON DELETE CASCADE,
    bill_cents INTEGER NOT NULL DEFAULT 0,
    notas_cents INTEGER NOT NULL DEFAULT 0,
    subir_notas_cents INTEGER NOT NULL DEFAULT 0,
    open_cents INTEGER NOT NULL DEFAULT 0,
    spr_cents INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE tareas (
    id INTEGER PRIMARY KEY,
    cobro_estimado_id INTEGER NOT NULL REFERENCES cobros_estimados(id) ON DELETE CASCADE,
    tarea INTEGER NOT NULL CHECK (tarea BETWEEN 1 AND 5),
    suma REAL NOT NULL DEFAULT 0 CHECK (suma >= 0),
    restar REAL NOT NULL DEFAULT 0 CHECK (restar >= 0),
    fecha TEXT NOT NULL
  );
  CREATE INDEX tareas_cobro_estimado ON tareas(cobro_estimado_id);

  CREATE TABLE montos_extra (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    monto_cents INTEGER NOT NULL,
    fecha_registro TEXT NOT NULL
  );
  CREATE INDEX montos_extra_cliente ON montos_extra(cliente_id);

  CREATE TABLE historial_pago (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    monto_cents INTEGER NOT NULL,
    fecha TEXT NOT NULL
  );
  CREATE INDEX historial_pago_cliente ON historial_pago(cliente_id);

  CREATE TABLE historial_fondo (
    id INTEGER PRIMARY KEY,
    cliente_id INTEGER NOT NULL REFERENCES clientes(id),
    monto_cents INTEGER NOT NULL,
    descripcion TEXT NOT NULL DEFAULT '',
    fecha TEXT NOT NULL
  );
  CREATE INDEX historial_fondo_cliente ON historial_fondo(cliente_id);
  `,
  // A payment and the extra amount registered with it are one event: deleting the payment deletes
  // its extra amount too (server/db/pagos-queries.ts). Deleting the extra amount alone keeps the payment.
  `
  ALTER TABLE historial_pago ADD COLUMN monto_extra_id INTEGER REFERENCES montos_extra(id) ON DELETE SET NULL;
  CREATE UNIQUE INDEX historial_pago_monto_extra ON historial_pago(monto_extra_id);
  `,
  // A user's token version: every token carries the version it was issued under, and a change
  // that must end the user's sessions (password, deactivation, role, 'cerrar en todos') bumps it.
  // Idempotency keys: the first answer to a create sent with an Idempotency-Key, replayed to a
  // repeat of the same key by the same user within 24 h.
  `
  ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE idempotencia (
    usuario_id INTEGER NOT NULL,
    clave TEXT NOT NULL,
    ruta TEXT NOT NULL,
    estado INTEGER NOT NULL,
    respuesta TEXT NOT NULL,
    creado TEXT NOT NULL,
    PRIMARY KEY (usuario_id, clave)
  ) WITHOUT ROWID;
  CREATE INDEX idempotencia_creado ON idempotencia(creado);
  `,
  // Periods and fixed rates (extension `periodos`), and ids never reused. See rebuildTables.
  { rebuildsTables: true, run: periodsAndLastingIds },
  // Closing a worker's month (extension `cierre_mes`): one row per closing; a reopening fills the
  // reabierto_* columns of that row and a new closing is a new row, so the history stays. At most
  // one closing of a worker and period is in force (the partial unique index).
  // The change history (extension `auditoria`): one row per changed field, written in the same
  // transaction as the change; antes/despues hold the wire's value as JSON text. No foreign keys,
  // so the history outlives what it names; the triggers keep its rows from being changed or removed.
  `
  CREATE TABLE cierres (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    usuario_id INTEGER NOT NULL REFERENCES users(id),
    anio INTEGER NOT NULL,
    mes TEXT NOT NULL,
    cerrado_por INTEGER NOT NULL REFERENCES users(id),
    cerrado_en TEXT NOT NULL,
    reabierto_por INTEGER REFERENCES users(id),
    reabierto_en TEXT,
    motivo_reapertura TEXT,
    CHECK ((reabierto_en IS NULL) = (reabierto_por IS NULL) AND (reabierto_en IS NULL) = (motivo_reapertura IS NULL))
  );
  CREATE UNIQUE INDEX cierres_en_vigor ON cierres(usuario_id, anio, mes) WHERE reabierto_en IS NULL;
  CREATE INDEX cierres_periodo ON cierres(anio, mes);

  CREATE TABLE auditoria (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    fecha TEXT NOT NULL,
    usuario_id INTEGER NOT NULL,
    accion TEXT NOT NULL CHECK (accion IN ('crear', 'modificar', 'eliminar', 'cerrar', 'reabrir')),
    entidad TEXT NOT NULL,
    entidad_id INTEGER NOT NULL,
    campo TEXT,
    antes TEXT,
    despues TEXT,
    motivo TEXT
  );
  CREATE INDEX auditoria_entidad ON auditoria(entidad, entidad_id);
  CREATE INDEX auditoria_fecha ON auditoria(fecha);
  CREATE TRIGGER auditoria_sin_cambios BEFORE UPDATE ON auditoria
    BEGIN SELECT RAISE(ABORT, 'El historial de cambios no se modifica'); END;
  CREATE TRIGGER auditoria_sin_borrados BEFORE DELETE ON auditoria
    BEGIN SELECT RAISE(ABORT, 'El historial de cambios no se borra'); END;
  `,
  // A period's cobros (payroll, closings, the month lock) and the change history read by author.
  `
  CREATE INDEX cobros_periodo ON cobros(anio, mes);
  CREATE INDEX auditoria_usuario ON auditoria(usuario_id);
  `,
];

/**
 * A migration is SQL, or code for what SQL alone cannot do. One that rebuilds tables runs with
 * foreign keys off (SQLite's 12-step table change): dropping a referenced table with them on
 * would cascade into the rows that name it.
 */
type Migration = string | { rebuildsTables: true; run: (db: Database) => void };

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
function periodsAndLastingIds(db: Database): void {
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
