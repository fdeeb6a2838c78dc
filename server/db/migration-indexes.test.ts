import { migrate, SCHEMA_VERSION } from './migrations';
import { previousDatabase } from '../test-fixtures/previous-version';

/** The indexes of a period's cobros and of the change history by author, added to a live database. */

const indexesOf = (db: ReturnType<typeof previousDatabase>, table: string) =>
  db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL")
    .pluck()
    .all(table) as string[];

const plan = (db: ReturnType<typeof previousDatabase>, sql: string) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail).join('\n');

describe('the migration to the period and author indexes', () => {
  it('adds them to a database one version behind, leaves its rows as they were, and the queries use them', () => {
    const db = previousDatabase();
    migrate(db, SCHEMA_VERSION - 1);
    db.prepare(
      "INSERT INTO auditoria (fecha, usuario_id, accion, entidad, entidad_id, campo, antes, despues) VALUES ('2026-02-01T10:00:00.000Z', 2, 'modificar', 'cobro', 1, 'mes', '\"enero\"', '\"febrero\"')",
    ).run();
    expect(indexesOf(db, 'cobros')).not.toContain('cobros_periodo');
    const cobros = db.prepare('SELECT * FROM cobros ORDER BY id').all();
    const auditoria = db.prepare('SELECT * FROM auditoria ORDER BY id').all();

    expect(migrate(db)).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(indexesOf(db, 'cobros')).toContain('cobros_periodo');
    expect(indexesOf(db, 'auditoria')).toEqual(
      expect.arrayContaining(['auditoria_entidad', 'auditoria_usuario']),
    );
    expect(db.prepare('SELECT * FROM cobros ORDER BY id').all()).toEqual(cobros);
    expect(db.prepare('SELECT * FROM auditoria ORDER BY id').all()).toEqual(auditoria);

    expect(plan(db, "SELECT id FROM cobros WHERE anio = 2026 AND mes = 'enero'")).toMatch(/cobros_periodo/);
    expect(plan(db, 'SELECT id FROM auditoria WHERE usuario_id = 2 ORDER BY id DESC')).toMatch(
      /auditoria_usuario/,
    );
    expect(
      plan(db, "SELECT id FROM auditoria WHERE entidad = 'cobro' AND entidad_id = 1 ORDER BY id DESC"),
    ).toMatch(/auditoria_entidad/);
  });
});
