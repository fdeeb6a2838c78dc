import {
  byEs,
  byNombreThenId,
  compareEs,
  matchesSearch,
  normalizeForSearch,
  sameNameEs,
} from './collator';

describe('compareEs', () => {
  it('sorts accented names with their letter, Ñ after N; case and accents alone keep the given order', () => {
    const names = ['Zoila', 'ñandú', 'Óscar', 'Nora', 'álvaro', 'Beto', 'Ángel', 'oscar', 'Núñez'];
    expect([...names].sort(compareEs)).toEqual([
      'álvaro',
      'Ángel',
      'Beto',
      'Nora',
      'Núñez',
      'ñandú',
      'Óscar',
      'oscar',
      'Zoila',
    ]);
  });

  it('compares digits as numbers', () => {
    expect(['Cliente 10', 'Cliente 2', 'Cliente 1'].sort(compareEs)).toEqual([
      'Cliente 1',
      'Cliente 2',
      'Cliente 10',
    ]);
  });

  it('sorts objects by a label', () => {
    const rows = [{ label: 'Éder' }, { label: 'Carla' }, { label: 'edgar' }];
    expect(rows.sort(byEs((row) => row.label)).map((row) => row.label)).toEqual(['Carla', 'Éder', 'edgar']);
  });
});

describe('byNombreThenId', () => {
  it('keeps namesakes in id order whatever order they came in', () => {
    const rows = [
      { id: 9, nombre: 'Ana Pérez' },
      { id: 3, nombre: 'Ángela Ruiz' },
      { id: 4, nombre: 'Ana Pérez' },
      { id: 1, nombre: 'ana pérez' },
    ];
    expect(rows.sort(byNombreThenId).map((row) => row.id)).toEqual([1, 4, 9, 3]);
  });
});

describe('sameNameEs', () => {
  it.each([
    ['Red Salud', 'RED SALUD', true],
    ['Red Salud', 'Red Salúd', false],
    ['Peña', 'PEÑA', true],
    ['Peña', 'Pena', false],
  ])('%s ~ %s → %s', (a, b, same) => {
    expect(sameNameEs(a, b)).toBe(same);
  });
});

describe('normalizeForSearch and matchesSearch', () => {
  it('drops case, accents and outer spaces', () => {
    expect(normalizeForSearch('  José PEÑA Ürsula ')).toBe('jose pena ursula');
  });

  it.each([
    ['José Peña', 'jose', true],
    ['José Peña', 'PEÑA', true],
    ['José Peña', 'pena', true],
    ['José Peña', '  ', true],
    ['José Peña', 'maria', false],
  ])('%s contains %s → %s', (value, query, found) => {
    expect(matchesSearch(value, query)).toBe(found);
  });
});
