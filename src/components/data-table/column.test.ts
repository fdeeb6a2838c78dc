import { describe, expect, it } from 'vitest';
import { foldLayout, type Column } from './column';

type Row = { a: string };
const col = (id: string, fold?: Column<Row>['fold']): Column<Row> => ({
  id,
  header: id,
  value: (row) => row.a,
  fold,
});
const columns = [col('cliente'), col('agencias', { into: 'cliente', below: 1040 }), col('mes')];
const ids = (list: readonly Column<Row>[] | undefined) => (list ?? []).map((column) => column.id);

describe('foldLayout', () => {
  it('shows every column while the table has the room, or before it is measured', () => {
    for (const width of [1040, 1500, null]) {
      const { shown, foldedInto } = foldLayout(columns, width);
      expect(ids(shown)).toEqual(['cliente', 'agencias', 'mes']);
      expect(ids(foldedInto.get('cliente'))).toEqual([]);
    }
  });

  it('moves a folding column under its target below the breakpoint', () => {
    const { shown, foldedInto } = foldLayout(columns, 1039);
    expect(ids(shown)).toEqual(['cliente', 'mes']);
    expect(ids(foldedInto.get('cliente'))).toEqual(['agencias']);
    expect(ids(foldedInto.get('mes'))).toEqual([]);
  });

  it('never folds into a column that is missing or has a fold of its own', () => {
    const odd = [
      col('x', { into: 'nowhere', below: 2000 }),
      col('y', { into: 'z', below: 2000 }),
      col('z', { into: 'x', below: 2000 }),
    ];
    expect(ids(foldLayout(odd, 100).shown)).toEqual(['x', 'y', 'z']);
  });
});
