import { MONTHS } from '../../src/domain/months';
import { EXCLUDED_CLIENT_ID } from '../../src/domain/reserved-ids';
import { billUnits, subirNotasUnits } from '../../src/domain/units';
import { expectPeriodsFixedAtRegistration } from '../test-fixtures/cobro-periods';
import { TEST_NOW } from '../test-support';
import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { estimatedCentsByCliente } from './pagos-queries';
import { isDatabaseEmpty, seedDemo } from './seed';
import { listUsers } from './usuario-queries';

function seeded(now: Date = TEST_NOW) {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedDemo(db, now);
  return db;
}

function all<T>(db: ReturnType<typeof openDatabase>, sql: string): T[] {
  return db.prepare(sql).all() as T[];
}

describe('seedDemo', () => {
  const db = seeded();

  it('creates the five demo accounts with their roles, names and the documented subir_notas', () => {
    const users = listUsers(db);
    expect(users.slice(0, 5).map((user) => [user.id, user.username, user.rol_nombre])).toEqual([
      [1, 'superadmin', 'SuperAdmin'],
      [2, 'admin', 'Admin'],
      [3, 'supervisor', 'user_Supervisor'],
      [4, 'usuario', 'user_User'],
      [5, 'supervisado', 'user_Supervisado'],
    ]);
    expect(users.find((user) => user.username === 'usuario')?.subir_notas).toBe(1);
    expect(users.find((user) => user.username === 'supervisado')?.subir_notas).toBe(0);
    for (const user of users) {
      expect(
        user.first_name && user.last_name && user.email && user.id_user && user.dir && user.phone,
        user.username,
      ).toBeTruthy();
    }
  });

  it('includes an inactive worker and one without a role', () => {
    const users = listUsers(db);
    expect(users.some((user) => user.is_active === 0)).toBe(true);
    expect(users.some((user) => user.rol_id === null)).toBe(true);
  });

  it('seeds agencies, clients of both categories, some with two agencies, one inactive, and the internal client', () => {
    expect(all(db, 'SELECT id FROM agencias').length).toBeGreaterThanOrEqual(5);
    const clients = all<{ id: number; categoria: number; estado: number; agencias: number }>(
      db,
      'SELECT c.id, c.categoria, c.estado, COUNT(ca.agencia_id) AS agencias FROM clientes c LEFT JOIN cliente_agencias ca ON ca.cliente_id = c.id GROUP BY c.id',
    );
    expect(clients.length).toBeGreaterThanOrEqual(10);
    expect(new Set(clients.map((client) => client.categoria))).toEqual(new Set([1, 2]));
    expect(clients.some((client) => client.agencias === 2)).toBe(true);
    expect(clients.filter((client) => client.estado === 0)).toHaveLength(1);
    expect(all(db, `SELECT id FROM documentos WHERE cliente_id = ${EXCLUDED_CLIENT_ID}`)).toEqual([]);
  });

  it('gives every document 5 to 40 records of 1 to 12 units', () => {
    const documents = all<{ records: number; min: number; max: number }>(
      db,
      'SELECT COUNT(*) AS records, MIN(unidades) AS min, MAX(unidades) AS max FROM documento_registros GROUP BY documento_id',
    );
    expect(documents.length).toBe(all(db, 'SELECT id FROM documentos').length);
    for (const document of documents) {
      expect(document.records).toBeGreaterThanOrEqual(5);
      expect(document.records).toBeLessThanOrEqual(40);
      expect(document.min).toBeGreaterThanOrEqual(1);
      expect(document.max).toBeLessThanOrEqual(12);
    }
  });

  it('estimates each document at 1 dollar per unit (backend-notes "Cobro estimado")', () => {
    const rows = all<{
      bill: number;
      notas: number;
      total: number;
      records: number;
      bill_cents: number;
      notas_cents: number;
      subir_notas_cents: number;
      open_cents: number;
      spr_cents: number;
    }>(
      db,
      `SELECT d.bill, d.notas, SUM(r.unidades) AS total, COUNT(r.id) AS records, e.bill_cents, e.notas_cents,
         e.subir_notas_cents, e.open_cents, e.spr_cents
       FROM documentos d JOIN cobros_estimados e ON e.documento_id = d.id JOIN documento_registros r ON r.documento_id = d.id
       GROUP BY d.id`,
    );
    expect(rows.length).toBe(all(db, 'SELECT id FROM documentos').length);
    for (const row of rows) {
      expect(row.bill_cents).toBe(row.bill ? billUnits(row.total) * 100 : 0);
      expect(row.notas_cents).toBe(row.notas ? row.total * 100 : 0);
      expect(row.subir_notas_cents).toBe(row.notas ? subirNotasUnits(row.records) * 100 : 0);
      expect([row.open_cents, row.spr_cents]).toEqual([0, 0]);
    }
    const smallNotas = rows.filter((row) => row.notas && row.records <= 5);
    expect(smallNotas.length).toBeGreaterThan(0);
  });

  it('has cobros of every task type over at least 3 months of the year, up to the current one', () => {
    const types = all<{ tipo_tarea: number }>(db, 'SELECT DISTINCT tipo_tarea FROM cobros ORDER BY 1');
    expect(types.map((row) => row.tipo_tarea)).toEqual([1, 2, 3, 4, 5]);
    const months = all<{ mes: string }>(db, 'SELECT DISTINCT mes FROM cobros').map((row) => row.mes);
    expect(months.length).toBeGreaterThanOrEqual(3);
    for (const month of months)
      expect(MONTHS.indexOf(month as (typeof MONTHS)[number])).toBeLessThanOrEqual(TEST_NOW.getMonth());
    expect(months).toContain(MONTHS[TEST_NOW.getMonth()]);
    const latest = all<{ latest: string }>(db, 'SELECT MAX(fecha_creacion) AS latest FROM cobros')[0].latest;
    expect(new Date(latest).getTime()).toBeLessThanOrEqual(TEST_NOW.getTime());
  });

  it('has cobros by usuario, supervisor, supervisado and admin; supervisado supervised by supervisor', () => {
    const byUser = all<{ username: string; supervisors: string | null }>(
      db,
      `SELECT u.username, GROUP_CONCAT(DISTINCT c.usuario_supervisor_id) AS supervisors
       FROM cobros c JOIN users u ON u.id = c.usuario_registra_id GROUP BY u.username`,
    );
    const names = byUser.map((row) => row.username);
    for (const username of ['usuario', 'supervisor', 'supervisado', 'admin'])
      expect(names).toContain(username);
    expect(byUser.find((row) => row.username === 'supervisado')?.supervisors).toBe('3');
    expect(
      byUser.filter((row) => row.username !== 'supervisado').every((row) => row.supervisors === null),
    ).toBe(true);
  });

  it('stores records the way each task type charges them', () => {
    const lines = all<{ tipo_tarea: number; kind: string; unidades: number }>(
      db,
      'SELECT c.tipo_tarea, r.kind, r.unidades FROM cobro_registros r JOIN cobros c ON c.id = r.cobro_id',
    );
    for (const line of lines) {
      if (line.tipo_tarea === 1) expect(line.kind).toBe('bill');
      if (line.tipo_tarea === 4) expect([line.kind, line.unidades]).toEqual(['open', 50]);
      if (line.tipo_tarea === 5) expect([line.kind, line.unidades]).toEqual(['spr', 25]);
      expect([2, 3]).not.toContain(line.tipo_tarea);
    }
    const unitOnly = all<{ unidades: number }>(db, 'SELECT unidades FROM cobros WHERE tipo_tarea IN (2, 3)');
    expect(unitOnly.every((row) => row.unidades > 0)).toBe(true);
  });

  it('includes bonuses and discounts with notes, adjustments both ways and client payments', () => {
    expect(
      all(db, 'SELECT id FROM cobros WHERE bonificado_cents > 0 AND nota_bonificado IS NOT NULL').length,
    ).toBeGreaterThan(0);
    expect(
      all(db, 'SELECT id FROM cobros WHERE sancionado_cents > 0 AND nota_sancionado IS NOT NULL').length,
    ).toBeGreaterThan(0);
    expect(all(db, 'SELECT id FROM tareas WHERE suma > 0').length).toBeGreaterThan(0);
    expect(all(db, 'SELECT id FROM tareas WHERE restar > 0').length).toBeGreaterThan(0);
    expect(all(db, 'SELECT DISTINCT cliente_id FROM montos_extra').length).toBeGreaterThanOrEqual(3);
    expect(all(db, 'SELECT DISTINCT cliente_id FROM historial_pago').length).toBeGreaterThanOrEqual(3);
    expect(all(db, 'SELECT id FROM historial_fondo').length).toBeGreaterThan(0);
  });

  it('links every payment to an extra amount of its client and amount, each extra amount to one payment', () => {
    const pagos = all<{ cliente_id: number; monto_cents: number; m_cliente: number; m_cents: number }>(
      db,
      `SELECT p.cliente_id, p.monto_cents, m.cliente_id AS m_cliente, m.monto_cents AS m_cents
       FROM historial_pago p LEFT JOIN montos_extra m ON m.id = p.monto_extra_id`,
    );
    expect(pagos.length).toBeGreaterThan(0);
    for (const pago of pagos)
      expect([pago.m_cliente, pago.m_cents]).toEqual([pago.cliente_id, pago.monto_cents]);
    expect(
      all(db, 'SELECT id FROM montos_extra WHERE id NOT IN (SELECT monto_extra_id FROM historial_pago)'),
    ).toEqual([]);
  });

  it('has clients fully paid, partly paid, with a fund and without payments, by the estimate funds use', () => {
    const estimated = estimatedCentsByCliente(db);
    const paid = new Map(
      all<{ cliente_id: number; cents: number }>(
        db,
        'SELECT cliente_id, SUM(monto_cents) AS cents FROM montos_extra GROUP BY cliente_id',
      ).map((row) => [row.cliente_id, row.cents]),
    );
    const states = new Map<string, number[]>();
    for (const [clienteId, estimate] of estimated) {
      const cents = paid.get(clienteId) ?? 0;
      const state = cents === 0 ? 'none' : cents === estimate ? 'paid' : cents > estimate ? 'fund' : 'partly';
      states.set(state, [...(states.get(state) ?? []), clienteId]);
    }
    expect(states.get('paid')?.length).toBeGreaterThanOrEqual(2);
    expect(states.get('fund')?.length).toBeGreaterThanOrEqual(2);
    expect(states.get('partly')?.length).toBeGreaterThanOrEqual(2);
    expect(states.get('none')?.length).toBeGreaterThanOrEqual(1);
    expect(
      all(db, 'SELECT DISTINCT cliente_id FROM historial_pago GROUP BY cliente_id HAVING COUNT(*) > 1')
        .length,
    ).toBeGreaterThan(0);
  });

  it('has documents whose work matches the estimate and documents with a discrepancy, adjusted both ways', () => {
    const documents = all<{ actual: number; estimated: number; sumas: number; restas: number }>(
      db,
      `WITH work AS (
         SELECT c.documento_id, CASE WHEN COALESCE(SUM(r.unidades), 0) > 0 THEN SUM(r.unidades) ELSE c.unidades END AS units
         FROM cobros c LEFT JOIN cobro_registros r ON r.cobro_id = c.id GROUP BY c.id)
       SELECT (SELECT COALESCE(SUM(units), 0) FROM work w WHERE w.documento_id = e.documento_id) AS actual,
         (e.bill_cents + e.notas_cents + e.subir_notas_cents + e.open_cents + e.spr_cents) / 100.0
           + COALESCE((SELECT SUM(t.suma - t.restar) FROM tareas t WHERE t.cobro_estimado_id = e.id), 0) AS estimated,
         (SELECT COUNT(*) FROM tareas t WHERE t.cobro_estimado_id = e.id AND t.suma > 0) AS sumas,
         (SELECT COUNT(*) FROM tareas t WHERE t.cobro_estimado_id = e.id AND t.restar > 0) AS restas
       FROM cobros_estimados e`,
    );
    const discrepant = (document: { actual: number; estimated: number }) =>
      Math.abs(document.actual - document.estimated) > 0.01;
    expect(documents.filter(discrepant).length).toBeGreaterThan(0);
    expect(
      documents.filter((document) => document.actual > 0 && !discrepant(document)).length,
    ).toBeGreaterThan(0);
    expect(documents.some((document) => document.sumas > 0 && document.restas > 0)).toBe(true);
  });

  it('has a cobro with both a bonus and a discount, and this month cobros with and without records', () => {
    expect(
      all(db, 'SELECT id FROM cobros WHERE bonificado_cents > 0 AND sancionado_cents > 0').length,
    ).toBeGreaterThan(0);
    const month = MONTHS[TEST_NOW.getMonth()];
    const withRecords = all(
      db,
      `SELECT id FROM cobros c WHERE mes = '${month}' AND EXISTS (SELECT 1 FROM cobro_registros r WHERE r.cobro_id = c.id)`,
    );
    const withoutRecords = all(
      db,
      `SELECT id FROM cobros c WHERE mes = '${month}' AND NOT EXISTS (SELECT 1 FROM cobro_registros r WHERE r.cobro_id = c.id)`,
    );
    expect([withRecords.length, withoutRecords.length].every((count) => count > 0)).toBe(true);
    expect(
      all(db, `SELECT id FROM cobros WHERE usuario_supervisor_id IS NOT NULL AND mes = '${month}'`).length,
    ).toBeGreaterThan(0);
  });

  // How fast it seeds is not a test's business (timed tests flake on shared machines).
  it('is deterministic', () => {
    const dump = (database: ReturnType<typeof openDatabase>) =>
      ['documento_registros', 'cobros', 'cobro_registros', 'tareas', 'historial_pago'].map((table) =>
        all(database, `SELECT * FROM ${table}`),
      );
    expect(dump(seeded())).toEqual(dump(db));
  });

  it('gives every cobro its period year and the rate of its worker and supervisor, fixed at registration', () => {
    expect(expectPeriodsFixedAtRegistration(db)).toEqual([TEST_NOW.getFullYear()]);
  });

  it('works in January, with only the current month to spread over', () => {
    const january = seeded(new Date(2026, 0, 3, 9));
    const months = all<{ mes: string }>(january, 'SELECT DISTINCT mes FROM cobros').map((row) => row.mes);
    expect(months).toEqual(['enero']);
  });

  it('marks the database as no longer empty', () => {
    const fresh = openDatabase(IN_MEMORY);
    migrate(fresh);
    expect(isDatabaseEmpty(fresh)).toBe(true);
    expect(isDatabaseEmpty(db)).toBe(false);
  });
});
