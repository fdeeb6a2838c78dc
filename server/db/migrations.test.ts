import { migrate, SCHEMA_VERSION } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';

const TABLES = [
  'agencias',
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
