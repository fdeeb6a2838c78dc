import { pageOf } from './paging';

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);
  it.each([
    [1, [1, 10], 1],
    [3, [21, 23], 3],
    [9, [21, 23], 3],
    [0, [1, 10], 1],
  ])('page %s', (page, [first, last], expectedPage) => {
    const result = pageOf(items, page, 10);
    expect([result.rows[0], result.rows.at(-1), result.page, result.total]).toEqual([
      first,
      last,
      expectedPage,
      23,
    ]);
  });

  it('an empty list is page 1 of nothing', () => {
    expect(pageOf([], 4, 10)).toEqual({ rows: [], page: 1, total: 0 });
  });
});
