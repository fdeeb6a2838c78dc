import { byEs, byNombreThenId, compareEs, matchesSearch, normalizeForSearch, sameNameEs } from './collator';

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

describe('normalizeForSearch fast route and memo', () => {
  /** The rule as written before the ASCII route and the memo, for every text. */
  const general = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
  const everyAscii = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code)).join('');

  it.each([
    ['empty', ''],
    ['spaces only', ' \t\n '],
    ['plain ASCII', '  Ana MARIA Cliente 10 '],
    ['every ASCII character', everyAscii],
    ['every ASCII character, reversed', [...everyAscii].reverse().join('')],
    ['accented', 'José PEÑA Ürsula Ávila'],
    ['already decomposed', 'Jose\u0301 Pen\u0303a'],
    ['mixed', 'Clínica SAN josé 24/7 – Año 2026'],
    ['non-Latin', 'Ωμέγα İstanbul ǅ'],
    ['outer non-ASCII space', '\u00a0Ana\u00a0'],
  ])('%s gives what the general route gives', (_, text) => {
    expect(normalizeForSearch(text)).toBe(general(text));
    // A second call comes from the memo and must still be the same answer.
    expect(normalizeForSearch(text)).toBe(general(text));
  });

  it('gives the general answer for every ASCII character alone and beside an accent', () => {
    for (const character of everyAscii) {
      expect(normalizeForSearch(`A${character}B`), JSON.stringify(character)).toBe(general(`A${character}B`));
      expect(normalizeForSearch(`É${character}`), JSON.stringify(character)).toBe(general(`É${character}`));
    }
  });

  it('keeps answering right after the memo fills and starts over', () => {
    for (let index = 0; index < 25_000; index += 1) {
      const text = index % 2 === 0 ? `Cliente ${index}` : `Peña ${index}`;
      expect(normalizeForSearch(text)).toBe(general(text));
    }
    expect(normalizeForSearch('José PEÑA')).toBe('jose pena');
  });
});

describe('the collators', () => {
  const Real = Intl.Collator;
  afterEach(() => {
    Intl.Collator = Real;
  });

  it('are made on first use, once each, not when the module loads', async () => {
    let made = 0;
    Intl.Collator = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    } as typeof Real;
    vi.resetModules();
    const fresh = await import('./collator');
    expect(made).toBe(0);
    expect(['b', 'a'].sort(fresh.compareEs)).toEqual(['a', 'b']);
    expect(fresh.compareEs('a', 'b')).toBeLessThan(0);
    expect(made).toBe(1);
    expect(fresh.sameNameEs('Ana', 'ANA')).toBe(true);
    expect(fresh.sameNameEs('Ana', 'Ána')).toBe(false);
    expect(made).toBe(2);
  });
});
