import { vi } from 'vitest';
import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { seedDemo } from './seed';
import { TEST_NOW } from '../test-support';
import { createCobroReader, type CobroScope } from './cobro-queries';
import { Statement, type Database } from './sqlite-driver';

/**
 * A period's cobros are kept between reads (cobro-period-cache.ts): every read equals the whole
 * list narrowed to the period, whatever was written before it, and a write re-reads only the
 * groups of ids it touched, never the whole period.
 */

type Wire = { id: number; anio: number; mes: string };

const SCOPES: CobroScope[] = [
  { kind: 'all' },
  { kind: 'registeredBy', userId: 4 },
  { kind: 'registeredOrSupervisedBy', userId: 3 },
];

/** The demo seed's 60 cobros are all in the first group; copies far from them sit in groups of their own. */
function copyCobro(db: Database, from: number, id: number, mes?: string): void {
  const columns = (db.prepare('PRAGMA table_info(cobros)').all() as { name: string }[])
    .map((column) => column.name)
    .filter((name) => name !== 'id');
  const list = columns.join(', ');
  db.prepare(`INSERT INTO cobros (id, ${list}) SELECT ?, ${list} FROM cobros WHERE id = ?`).run(id, from);
  if (mes) db.prepare('UPDATE cobros SET mes = ? WHERE id = ?').run(mes, id);
}

function setup() {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedDemo(db, TEST_NOW);
  // Cobros 1 and 51 (user 4's) are of enero and junio 2026, 5 and 55 (user 5's, supervised by 3)
  // too: the demo seed's months at TEST_NOW.
  copyCobro(db, 1, 3000);
  copyCobro(db, 51, 5000);
  copyCobro(db, 5, 3001);
  copyCobro(db, 55, 5001);
  const reader = createCobroReader(db);
  const period = (scope: CobroScope, mes: string) =>
    JSON.parse(reader.periodAnswer(scope, 2026, mes).body().toString('utf8')) as Wire[];
  const truth = (scope: CobroScope, mes: string) =>
    (JSON.parse(reader.listJson(scope).toString('utf8')) as Wire[]).filter(
      (cobro) => cobro.anio === 2026 && cobro.mes === mes,
    );
  return { db, reader, period, truth };
}

/** The period reads run while `action` does: 'whole' for a period read whole, else the group's first id. */
function periodReads(action: () => void): (number | 'whole')[] {
  const spy = vi.spyOn(Statement.prototype, 'all');
  try {
    action();
    return spy.mock.calls.flatMap(([params]): (number | 'whole')[] => {
      if (typeof params !== 'object' || params === null || !('mes' in params)) return [];
      return 'lo' in params ? [(params as { lo: number }).lo] : ['whole'];
    });
  } finally {
    spy.mockRestore();
  }
}

describe('a period’s cobros kept between reads', () => {
  it.each(SCOPES)(
    'equal the whole list narrowed to the period after every kind of write ($kind)',
    (scope) => {
      const { db, period, truth } = setup();
      const check = () => {
        for (const mes of ['enero', 'junio', 'julio'])
          expect(period(scope, mes), mes).toEqual(truth(scope, mes));
      };
      check();
      db.exec(
        "UPDATE cobros SET bonificado_cents = 1234, nota_bonificado = 'bono' WHERE id IN (5000, 51, 5001, 55)",
      );
      check();
      // A cobro moved to another month leaves one period and joins the other.
      db.exec("UPDATE cobros SET mes = 'junio' WHERE id IN (3000, 1, 3001, 5)");
      check();
      db.exec("UPDATE cobros SET mes = 'julio' WHERE id IN (5000, 5001)");
      check();
      db.exec('DELETE FROM cobro_registros WHERE cobro_id IN (51, 55)');
      check();
      db.exec('DELETE FROM cobros WHERE id IN (3000, 3001)');
      check();
      copyCobro(db, 52, 7000);
      copyCobro(db, 56, 7001);
      check();
      // A renamed client or user changes the JSON of the cobros naming them.
      db.exec(
        "UPDATE clientes SET nombre = 'Cliente renombrado' WHERE id IN (SELECT cliente_id FROM cobros WHERE id IN (7000, 7001))",
      );
      db.exec("UPDATE users SET first_name = 'Renombrada' WHERE id IN (4, 5)");
      check();
      expect(period(scope, 'junio').length).toBeGreaterThan(0);
    },
  );

  it('are not read again while nothing is written, nor after a write that names no cobro', () => {
    const { db, period } = setup();
    expect(periodReads(() => period({ kind: 'all' }, 'junio'))).toEqual(['whole']);
    expect(periodReads(() => period({ kind: 'all' }, 'junio'))).toEqual([]);
    db.exec('UPDATE montos_extra SET monto_cents = monto_cents + 1 WHERE id = 1');
    expect(periodReads(() => period({ kind: 'all' }, 'junio'))).toEqual([]);
  });

  it('re-read only the group a write touched, in the period or out of it', () => {
    const { db, period, truth } = setup();
    period({ kind: 'all' }, 'junio');
    // Cobro 3000 (enero) is in the group of ids 2048–3071, 5000 (junio) in 4096–5119.
    db.exec('UPDATE cobros SET bonificado_cents = 50 WHERE id = 3000');
    expect(periodReads(() => period({ kind: 'all' }, 'junio'))).toEqual([2048]);
    db.exec('UPDATE cobros SET bonificado_cents = 70 WHERE id = 5000');
    let read: Wire[] = [];
    expect(periodReads(() => (read = period({ kind: 'all' }, 'junio')))).toEqual([4096]);
    expect(read).toEqual(truth({ kind: 'all' }, 'junio'));
    expect(read.find((cobro) => cobro.id === 5000)).toMatchObject({ bonificado: 0.7 });
  });

  it('are kept per scope: a worker’s period holds only the worker’s cobros', () => {
    const { period } = setup();
    const all = period({ kind: 'all' }, 'junio');
    const own = period({ kind: 'registeredBy', userId: 4 }, 'junio');
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect(period({ kind: 'all' }, 'junio')).toEqual(all);
  });
});
