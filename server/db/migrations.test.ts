import { LASTING_ID_TABLES, migrate, SCHEMA_VERSION } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { PREVIOUS_VERSION, previousDatabase } from '../test-fixtures/previous-version';

const TABLES = [
  'agencias',
  'auditoria',
  'cierres',
  'cliente_agencias',
  'clientes',
  'cobro_registros',
  'cobros',
  'cobros_estimados',
  'documento_registros',
  'documentos',
  'historial_fondo',
  'historial_pago',
  'idempotencia',
  'montos_extra',
  'roles',
  'sqlite_sequence',
  'tareas',
  'users',
];

function tableNames(db: ReturnType<typeof openDatabase>): string[] {
  return (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((row) => row.name);
}

describe('migrate', () => {
  it('creates every entity of spec section 3 and records the version', () => {
    const db = openDatabase(IN_MEMORY);
    expect(migrate(db)).toBe(SCHEMA_VERSION);
    expect(tableNames(db)).toEqual(TABLES);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
  });

  it('is idempotent: a second run applies nothing and changes nothing', () => {
    const db = openDatabase(IN_MEMORY);
    migrate(db);
    const schema = db.prepare('SELECT sql FROM sqlite_master ORDER BY name').all();
    expect(migrate(db)).toBe(0);
    expect(db.prepare('SELECT sql FROM sqlite_master ORDER BY name').all()).toEqual(schema);
  });

  it('indexes the cobro columns the lists filter on', () => {
    const db = openDatabase(IN_MEMORY);
    migrate(db);
    const indexed = (
      db.prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'cobros'").all() as {
        sql: string;
      }[]
    ).map((row) => row.sql);
    for (const column of ['usuario_registra_id', 'usuario_supervisor_id', 'cliente_id', 'documento_id']) {
      expect(
        indexed.some((sql) => sql.includes(`(${column})`)),
        column,
      ).toBe(true);
    }
  });

  it('turns foreign keys on and refuses a database newer than the code', () => {
    const db = openDatabase(IN_MEMORY);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    expect(() => migrate(db)).toThrow(/más nueva/);
  });
});

const schemaOf = (db: ReturnType<typeof openDatabase>, type: 'index' | 'table') =>
  db
    .prepare('SELECT name, tbl_name, sql FROM sqlite_master WHERE type = ? AND sql IS NOT NULL ORDER BY name')
    .all(type) as { name: string; tbl_name: string; sql: string }[];

const OLD_COBRO_COLUMNS =
  'id, cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea, unidades, fecha_creacion';

describe('the migration to periods and lasting ids', () => {
  it('gives every cobro its period year and the rate its worker and supervisor have now, marked as migrated', () => {
    const db = previousDatabase();
    expect(migrate(db)).toBe(SCHEMA_VERSION - PREVIOUS_VERSION);
    expect(db.prepare('SELECT id, anio, tarifa_cents, tarifa_origen FROM cobros ORDER BY id').all()).toEqual([
      { id: 1, anio: 2025, tarifa_cents: 40, tarifa_origen: 'migracion' },
      { id: 2, anio: 2026, tarifa_cents: 20, tarifa_origen: 'migracion' },
      { id: 3, anio: 2026, tarifa_cents: 20, tarifa_origen: 'migracion' },
      { id: 4, anio: 2025, tarifa_cents: 20, tarifa_origen: 'migracion' },
      { id: 5, anio: 2026, tarifa_cents: 40, tarifa_origen: 'migracion' },
    ]);
  });

  it('keeps every row, id, index and reference, and puts foreign keys back on', () => {
    const db = previousDatabase();
    const tables = [...LASTING_ID_TABLES, 'cliente_agencias', 'cobro_registros'];
    const before = Object.fromEntries(
      tables.map((table) => [
        table,
        db
          .prepare(table === 'cobros' ? `SELECT ${OLD_COBRO_COLUMNS} FROM cobros` : `SELECT * FROM ${table}`)
          .all(),
      ]),
    );
    const indexes = schemaOf(db, 'index');
    migrate(db, PREVIOUS_VERSION + 1);
    for (const table of tables) {
      const select =
        table === 'cobros' ? `SELECT ${OLD_COBRO_COLUMNS} FROM cobros` : `SELECT * FROM ${table}`;
      expect(db.prepare(select).all(), table).toEqual(before[table]);
    }
    expect(schemaOf(db, 'index')).toEqual(indexes);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    // The references still act: deleting a cobro takes its records with it.
    db.prepare('DELETE FROM cobros WHERE id = 1').run();
    expect(db.prepare('SELECT COUNT(*) FROM cobro_registros WHERE cobro_id = 1').pluck().get()).toBe(0);
  });

  it('makes a fresh database and a migrated one the same schema', () => {
    const fresh = openDatabase(IN_MEMORY);
    migrate(fresh);
    const migrated = previousDatabase();
    migrate(migrated);
    const normalised = (db: ReturnType<typeof openDatabase>) =>
      schemaOf(db, 'table').map((row) => ({ ...row, sql: row.sql.replace(/\s+/g, ' ') }));
    expect(normalised(migrated)).toEqual(normalised(fresh));
  });

  it.each(LASTING_ID_TABLES.map((table) => [table]))(
    '%s: a row after the highest one is deleted gets a higher id',
    (table) => {
      const db = previousDatabase();
      migrate(db);
      expect(schemaOf(db, 'table').find((row) => row.name === table)?.sql).toMatch(
        /id INTEGER PRIMARY KEY AUTOINCREMENT/,
      );
      const highest = db.prepare(`SELECT MAX(id) FROM ${table}`).pluck().get() as number;
      expect(db.prepare('SELECT seq FROM sqlite_sequence WHERE name = ?').pluck().get(table)).toBe(highest);
      const row = db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(highest) as Record<string, unknown>;
      db.pragma('foreign_keys = OFF');
      db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(highest);
      // The deleted row again, without its id.
      const names = Object.keys(row).filter((name) => name !== 'id');
      const id = Number(
        db
          .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
          .run(...names.map((name) => row[name])).lastInsertRowid,
      );
      expect(id).toBeGreaterThan(highest);
    },
  );

  it('rolls back whole when a reference is broken, and leaves foreign keys on', () => {
    const db = previousDatabase();
    db.pragma('foreign_keys = OFF');
    db.exec(
      "INSERT INTO cobro_registros (cobro_id, kind, nombre_completo, unidades) VALUES (99, 'bill', 'Nadie', 1)",
    );
    db.pragma('foreign_keys = ON');
    expect(() => migrate(db)).toThrow(/referencias rotas/);
    expect(db.pragma('user_version', { simple: true })).toBe(PREVIOUS_VERSION);
    expect(
      db.prepare("SELECT COUNT(*) FROM pragma_table_info('cobros') WHERE name = 'anio'").pluck().get(),
    ).toBe(0);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });
});

/** The version every database had before closings and the change history. */
const BEFORE_CIERRES = PREVIOUS_VERSION + 1;

describe('the migration to closings and the change history', () => {
  const contents = (db: ReturnType<typeof openDatabase>) =>
    Object.fromEntries(
      (
        db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
          .pluck()
          .all() as string[]
      )
        .filter((table) => table !== 'sqlite_sequence')
        .map((table) => [table, db.prepare(`SELECT * FROM ${table}`).all()]),
    );

  it('adds the two tables to a database at the previous version and leaves every row as it was', () => {
    const db = previousDatabase();
    migrate(db, BEFORE_CIERRES);
    const before = contents(db);
    expect(Object.keys(before)).not.toContain('cierres');
    expect(migrate(db)).toBe(SCHEMA_VERSION - BEFORE_CIERRES);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    const after = contents(db);
    expect(after).toEqual({ ...before, auditoria: [], cierres: [] });
  });

  it('keeps one closing in force per worker and period, and every reopened one', () => {
    const db = previousDatabase();
    migrate(db);
    const close = db.prepare(
      "INSERT INTO cierres (usuario_id, anio, mes, cerrado_por, cerrado_en) VALUES (4, 2026, 'enero', 1, '2026-02-01T10:00:00.000Z')",
    );
    const first = Number(close.run().lastInsertRowid);
    expect(() => close.run()).toThrow(/UNIQUE/);
    db.prepare(
      "UPDATE cierres SET reabierto_por = 1, reabierto_en = '2026-02-02T10:00:00.000Z', motivo_reapertura = 'Corrección de unidades' WHERE id = ?",
    ).run(first);
    const second = Number(close.run().lastInsertRowid);
    expect(second).toBeGreaterThan(first);
    expect(db.prepare('SELECT COUNT(*) FROM cierres').pluck().get()).toBe(2);
    // A reopening without its reason is refused by the table itself.
    expect(() =>
      db
        .prepare("UPDATE cierres SET reabierto_por = 1, reabierto_en = '2026-02-03' WHERE id = ?")
        .run(second),
    ).toThrow(/CHECK/);
  });

  it('refuses to change or remove a history record', () => {
    const db = previousDatabase();
    migrate(db);
    db.prepare(
      "INSERT INTO auditoria (fecha, usuario_id, accion, entidad, entidad_id, campo, antes, despues) VALUES ('2026-02-01T10:00:00.000Z', 1, 'modificar', 'cobro', 1, 'mes', '\"enero\"', '\"febrero\"')",
    ).run();
    expect(() => db.prepare('UPDATE auditoria SET despues = \'"marzo"\'').run()).toThrow(/no se modifica/);
    expect(() => db.prepare('DELETE FROM auditoria').run()).toThrow(/no se borra/);
    expect(db.prepare('SELECT despues FROM auditoria').pluck().all()).toEqual(['"febrero"']);
  });
});
