import { migrate } from './migrations';
import { IN_MEMORY, openDatabase } from './open-database';
import { periodListSql } from './cobro-period-queries';
import { seedDemo } from './seed';
import type { CobroScope } from './cobro-json-sql';

/**
 * `listar_cobro/?anio=&mes=` (extension `resumenes`) reads one period through the cobros(anio, mes)
 * index: its cost follows the period's cobros, not the history's. A worker's list may go through
 * the worker's own index instead, whose cost follows the worker's cobros; no scope scans them all.
 */

const planOf = (scope: CobroScope) => {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedDemo(db);
  const rows = db
    .prepare(`EXPLAIN QUERY PLAN ${periodListSql(scope)}`)
    .all({ anio: 2026, mes: 'enero', user: 3, id: 1 }) as { detail: string }[];
  return rows.map((row) => row.detail);
};

describe('one period’s cobros', () => {
  it('are read, for the whole list, through the period index, never by a scan of the cobros', () => {
    const plan = planOf({ kind: 'all' });
    expect(plan).toContain('SEARCH c USING INDEX cobros_periodo (anio=? AND mes=?)');
    expect(plan.filter((step) => step.includes('cobros_periodo'))).toHaveLength(3);
    expect(plan.filter((step) => /^SCAN (c|scoped)\b/.test(step))).toEqual([]);
  });

  it.each([
    { kind: 'registeredBy', userId: 4 },
    { kind: 'registeredOrSupervisedBy', userId: 3 },
  ] as const)(
    'are read, for a worker’s list ($kind), through an index, never by a scan of the cobros',
    (scope) => {
      const plan = planOf(scope);
      expect(plan.some((step) => /^SEARCH c USING INDEX/.test(step))).toBe(true);
      expect(plan.filter((step) => /^SCAN (c|scoped)\b/.test(step))).toEqual([]);
    },
  );
});
