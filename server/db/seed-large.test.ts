import { MONTHS } from '../../src/domain/months';
import { EXCLUDED_CLIENT_ID } from '../../src/domain/reserved-ids';
import { sum } from '../../src/domain/numeric';
import { billUnits, subirNotasUnits } from '../../src/domain/units';
import { INITIAL_PASSWORD, verifyPassword } from '../auth/password';
import { expectPeriodsFixedAtRegistration } from '../test-fixtures/cobro-periods';
import { TEST_NOW } from '../test-support';
import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { estimatedCentsByCliente } from './pagos-queries';
import { seedLarge, type SeedLargeOptions } from './seed-large';
import { listUsers } from './usuario-queries';

const SMALL: SeedLargeOptions = { cobros: 1_500, users: 60, clients: 40, now: TEST_NOW };

function seeded(options: SeedLargeOptions = SMALL) {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  const summary = seedLarge(db, options);
  return { db, summary };
}

type Db = ReturnType<typeof openDatabase>;
const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const count = (db: Db, sql: string, ...params: unknown[]) =>
  (db
    .prepare(sql)
    .pluck()
    .get(...params) as number) ?? 0;

describe('seedLarge (small sizes)', () => {
  const { db, summary } = seeded();

  it('writes the requested sizes and reports them', () => {
    expect(count(db, 'SELECT COUNT(*) FROM cobros')).toBe(1_500);
    expect(count(db, 'SELECT COUNT(*) FROM users')).toBe(60);
    expect(count(db, 'SELECT COUNT(*) FROM clientes')).toBe(40);
    expect(summary).toMatchObject({
      cobros: 1_500,
      users: 60,
      clients: 40,
      documents: count(db, 'SELECT COUNT(*) FROM documentos'),
      documentRecords: count(db, 'SELECT COUNT(*) FROM documento_registros'),
      cobroRecords: count(db, 'SELECT COUNT(*) FROM cobro_registros'),
      supervisedCobros: count(db, 'SELECT COUNT(*) FROM cobros WHERE usuario_supervisor_id IS NOT NULL'),
    });
    expect(summary.milliseconds).toBeGreaterThanOrEqual(0);
  });

  it('keeps the five demo accounts with the documented password', async () => {
    const users = listUsers(db);
    expect(users.slice(0, 5).map((user) => [user.id, user.username, user.rol_nombre])).toEqual([
      [1, 'superadmin', 'SuperAdmin'],
      [2, 'admin', 'Admin'],
      [3, 'supervisor', 'user_Supervisor'],
      [4, 'usuario', 'user_User'],
      [5, 'supervisado', 'user_Supervisado'],
    ]);
    expect(await verifyPassword(INITIAL_PASSWORD, users[0].password_hash)).toBe(true);
    expect(new Set(users.map((user) => user.username)).size).toBe(users.length);
  });

  it('gives every cobro its period year and the rate of its worker and supervisor, fixed at registration', () => {
    // Months after the current one were registered last year.
    const year = TEST_NOW.getFullYear();
    expect(expectPeriodsFixedAtRegistration(db)).toEqual([year - 1, year]);
  });

  it('covers every task type and every month', () => {
    const tipos = all<{ tipo_tarea: number }>(db, 'SELECT DISTINCT tipo_tarea FROM cobros ORDER BY 1');
    expect(tipos.map((row) => row.tipo_tarea)).toEqual([1, 2, 3, 4, 5]);
    const months = all<{ mes: string }>(db, 'SELECT DISTINCT mes FROM cobros');
    expect(new Set(months.map((row) => row.mes))).toEqual(new Set(MONTHS));
  });

  it('dates no cobro after now, and each in its own month', () => {
    for (const { mes, fecha_creacion } of all<{ mes: string; fecha_creacion: string }>(
      db,
      'SELECT mes, fecha_creacion FROM cobros',
    )) {
      const date = new Date(fecha_creacion);
      expect(date.getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
      expect(MONTHS[date.getMonth()]).toBe(mes);
    }
  });

  it('supervises about 30% of the cobros, always by an active user_Supervisor, never the worker', () => {
    const share = summary.supervisedCobros / summary.cobros;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.38);
    const bad = count(
      db,
      `SELECT COUNT(*) FROM cobros c JOIN users s ON s.id = c.usuario_supervisor_id
       WHERE s.rol_id != 3 OR s.is_active = 0 OR s.id = c.usuario_registra_id`,
    );
    expect(bad).toBe(0);
    // A supervised worker always names a supervisor.
    expect(
      count(
        db,
        `SELECT COUNT(*) FROM cobros c JOIN users u ON u.id = c.usuario_registra_id
         WHERE u.rol_id = 5 AND c.usuario_supervisor_id IS NULL`,
      ),
    ).toBe(0);
  });

  it('gives 0 to 8 records per cobro, only to the per-record tasks, in the list of their kind', () => {
    const perCobro = all<{ tipo_tarea: number; records: number; kinds: string | null }>(
      db,
      `SELECT c.tipo_tarea, COUNT(r.id) AS records, GROUP_CONCAT(DISTINCT r.kind) AS kinds
       FROM cobros c LEFT JOIN cobro_registros r ON r.cobro_id = c.id GROUP BY c.id`,
    );
    const kindOf: Record<number, string | null> = { 1: 'bill', 2: null, 3: null, 4: 'open', 5: 'spr' };
    for (const cobro of perCobro) {
      expect(cobro.records).toBeLessThanOrEqual(8);
      expect(cobro.kinds).toBe(kindOf[cobro.tipo_tarea]);
      if (kindOf[cobro.tipo_tarea] !== null) expect(cobro.records).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(perCobro.map((cobro) => cobro.records)).size).toBe(9);
  });

  it('follows the registration rules: active clients, the document of the client, tipo 1 on tipo 1 documents, subir_notas', () => {
    expect(
      count(
        db,
        `SELECT COUNT(*) FROM cobros c JOIN documentos d ON d.id = c.documento_id JOIN clientes cl ON cl.id = c.cliente_id
         WHERE d.cliente_id != c.cliente_id OR cl.estado = 0 OR cl.id = ? OR (c.tipo_tarea = 1 AND d.tipo != 1)`,
        EXCLUDED_CLIENT_ID,
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) FROM cobros c JOIN users u ON u.id = c.usuario_registra_id
         WHERE c.tipo_tarea = 2 AND u.subir_notas = 0`,
      ),
    ).toBe(0);
  });

  it('computes units as the server does: record units, 50 and 25 per record, the subir-notas and Bill bands', () => {
    const cobros = all<{ id: number; tipo_tarea: number; unidades: number; documento_id: number }>(
      db,
      'SELECT id, tipo_tarea, unidades, documento_id FROM cobros',
    );
    const lines = new Map<number, { unidades: number; registro: number }[]>();
    for (const line of all<{ cobro_id: number; unidades: number; registro: number }>(
      db,
      `SELECT r.cobro_id, r.unidades, d.unidades AS registro
       FROM cobro_registros r JOIN documento_registros d ON d.id = r.registro_id`,
    )) {
      lines.set(line.cobro_id, [...(lines.get(line.cobro_id) ?? []), line]);
    }
    const documentUnits = new Map<number, number[]>();
    for (const row of all<{ documento_id: number; unidades: number }>(
      db,
      'SELECT documento_id, unidades FROM documento_registros',
    )) {
      documentUnits.set(row.documento_id, [...(documentUnits.get(row.documento_id) ?? []), row.unidades]);
    }
    for (const cobro of cobros) {
      const own = lines.get(cobro.id) ?? [];
      const units = documentUnits.get(cobro.documento_id) ?? [];
      if (cobro.tipo_tarea === 1) for (const line of own) expect(line.unidades).toBe(line.registro);
      if (cobro.tipo_tarea === 4) for (const line of own) expect(line.unidades).toBe(50);
      if (cobro.tipo_tarea === 5) for (const line of own) expect(line.unidades).toBe(25);
      const expected =
        cobro.tipo_tarea === 2
          ? subirNotasUnits(units.length)
          : cobro.tipo_tarea === 3
            ? billUnits(sum(units))
            : sum(own.map((line) => line.unidades));
      expect(cobro.unidades, `cobro ${cobro.id}`).toBe(expected);
    }
  });

  it('makes the demo supervisor the busiest one, with a realistic share', () => {
    expect(summary.busiestSupervisorId).toBe(3);
    expect(summary.busiestSupervisorCobros).toBe(
      count(db, 'SELECT COUNT(*) FROM cobros WHERE usuario_registra_id = 3 OR usuario_supervisor_id = 3'),
    );
    expect(summary.busiestSupervisorCobros).toBeLessThan(summary.cobros / 4);
    expect(count(db, 'SELECT COUNT(*) FROM cobros WHERE usuario_supervisor_id = 3')).toBeGreaterThan(0);
    // The demo supervised worker reports to the demo supervisor.
    expect(
      count(db, 'SELECT COUNT(*) FROM cobros WHERE usuario_registra_id = 5 AND usuario_supervisor_id = 3'),
    ).toBeGreaterThan(0);
  });

  it('leaves a consistent database: foreign keys on and satisfied, indexes back, estimates per document', () => {
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const indexes = all<{ name: string }>(
      db,
      "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL",
    );
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining([
        'cobros_usuario_registra',
        'cobros_usuario_supervisor',
        'cobro_registros_cobro',
      ]),
    );
    expect(count(db, 'SELECT COUNT(*) FROM cobros_estimados')).toBe(summary.documents);
  });

  it('links every payment to its extra amount, settles or funds a share of the clients and adjusts estimates both ways', () => {
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM (SELECT cliente_id FROM historial_pago GROUP BY cliente_id HAVING COUNT(*) > 1)',
      ),
    ).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) FROM historial_pago WHERE monto_extra_id IS NULL')).toBe(0);
    expect(count(db, 'SELECT COUNT(*) FROM montos_extra')).toBe(
      count(db, 'SELECT COUNT(*) FROM historial_pago'),
    );
    const estimated = estimatedCentsByCliente(db);
    const paid = new Map(
      all<{ cliente_id: number; cents: number }>(
        db,
        'SELECT cliente_id, SUM(monto_cents) AS cents FROM montos_extra GROUP BY cliente_id',
      ).map((row) => [row.cliente_id, row.cents]),
    );
    const settled = [...estimated].filter(([id, cents]) => cents > 0 && paid.get(id) === cents);
    const funded = [...estimated].filter(([id, cents]) => cents > 0 && (paid.get(id) ?? 0) > cents);
    expect(settled.length).toBeGreaterThan(0);
    expect(funded.length).toBeGreaterThan(0);
    expect(count(db, 'SELECT COUNT(*) FROM tareas WHERE restar > 0')).toBeGreaterThan(0);
  });

  it('is deterministic for the same sizes and clock', () => {
    const again = seeded().db;
    for (const table of ['users', 'clientes', 'documento_registros', 'cobros', 'cobro_registros']) {
      const columns = table === 'users' ? 'id, username, first_name, rol_id' : '*';
      expect(all(again, `SELECT ${columns} FROM ${table} ORDER BY 1`), table).toEqual(
        all(db, `SELECT ${columns} FROM ${table} ORDER BY 1`),
      );
    }
  });
});
