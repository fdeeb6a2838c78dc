import { queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('puts every key of an entity under its `all`, so one invalidation refreshes every screen', () => {
    for (const entity of Object.values(queryKeys)) {
      for (const [name, key] of Object.entries(entity)) {
        if (name === 'all') continue;
        const built = (key as (...args: number[]) => readonly unknown[])(1, 2);
        expect(built.slice(0, entity.all.length)).toEqual([...entity.all]);
      }
    }
  });

  it("keeps Home's own cobros under cobros", () => {
    expect(queryKeys.cobros.ofSessionUser(3)).toEqual(['cobros', 'usuario-en-sesion', 3]);
  });
});
