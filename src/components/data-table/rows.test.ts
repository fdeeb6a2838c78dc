import { normalizeForSearch } from '../../domain/collator';
import {
  matchesTerms,
  pageCount,
  searchableText,
  searchEntries,
  searchTerms,
  searchTextOf,
  sortRows,
} from './rows';
import type { Column } from './column';

describe('search', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('José PEÑA Ávila')).toBe('jose pena avila');
  });

  it('needs every word, each in any column, but never across two columns', () => {
    const text = searchableText(['Ana', 'Pérez', 12, true, null]);
    expect(matchesTerms(text, searchTerms('perez  ANA'))).toBe(true);
    expect(matchesTerms(text, searchTerms('sí 12'))).toBe(true);
    expect(matchesTerms(text, searchTerms('ana pérez'))).toBe(true);
    expect(matchesTerms(text, searchTerms('anap'))).toBe(false);
    expect(matchesTerms(text, searchTerms('ana lopez'))).toBe(false);
  });
});

describe('searchEntries', () => {
  const names = ['Ana Pérez', 'Mariana Ruiz', 'José Martínez', 'Ana María López', 'Marta Ana', 'Luis'];
  const entries = names.map((name) => ({ name, text: searchableText([name, name.length]) }));
  const plain = (query: string) =>
    entries.filter((entry) => matchesTerms(entry.text, searchTerms(query))).map((entry) => entry.name);

  it('finds what a whole scan finds while typing, deleting and retyping', () => {
    const typed = [
      'a',
      'an',
      'ana',
      'ana ',
      'ana m',
      'ana ma',
      'ana mar',
      'ana ma',
      'ana m',
      'ana',
      'an',
      'a',
      '',
    ];
    const retyped = ['m', 'ma', 'mar', 'mart', 'MARTÍ', 'martí', 'mar', 'ma', 'luis', '  ', 'ANA  PEREZ'];
    for (const query of [...typed, ...retyped]) {
      expect(
        searchEntries(entries, query).map((entry) => entry.name),
        query,
      ).toEqual(plain(query));
    }
  });

  it('narrows the earlier matches instead of scanning the whole list again', () => {
    let reads = 0;
    const counted = names.map((name) => ({
      get text() {
        reads += 1;
        return normalizeForSearch(name);
      },
    }));
    searchEntries(counted, 'ana');
    const afterFirst = reads;
    expect(afterFirst).toBe(names.length);
    searchEntries(counted, 'ana m');
    expect(reads - afterFirst).toBe(plain('ana').length);
    searchEntries(counted, 'ana');
    expect(reads - afterFirst).toBe(plain('ana').length);
  });
});

describe('searchTextOf', () => {
  type Person = { nombre: string; edad: number };
  const rows: Person[] = [
    { nombre: 'José Peña', edad: 30 },
    { nombre: 'Ana', edad: 41 },
  ];

  it('builds a row’s text once per column set, however many arrays hold the row', () => {
    let reads = 0;
    const columns: Column<Person>[] = [
      {
        id: 'nombre',
        header: 'Nombre',
        value: (row) => {
          reads += 1;
          return row.nombre;
        },
      },
      { id: 'edad', header: 'Edad', value: (row) => row.edad },
    ];
    const textOf = searchTextOf(columns);
    expect(rows.map(textOf)).toEqual([searchableText(['José Peña', 30]), searchableText(['Ana', 41])]);
    expect(reads).toBe(2);
    expect([rows[1]].map(textOf)).toEqual([searchableText(['Ana', 41])]);
    expect(reads).toBe(2);
    // Another column set is another text.
    const byName = searchTextOf(columns.slice(0, 1));
    expect(byName(rows[0])).toBe('jose pena');
    expect(reads).toBe(3);
  });
});

describe('sortRows', () => {
  const byValue = (row: string | number | null) => row;

  it('orders Spanish text ignoring case and accents, with numbers inside text in numeric order', () => {
    const rows = ['item 10', 'Ángel', 'item 2', 'beto', 'alba', 'Zoe'];
    expect(sortRows(rows, byValue, 'asc')).toEqual(['alba', 'Ángel', 'beto', 'item 2', 'item 10', 'Zoe']);
  });

  it('orders numbers numerically and keeps blanks last in both directions', () => {
    const rows = [10, null, 9, '', 100, -1];
    expect(sortRows(rows, byValue, 'asc')).toEqual([-1, 9, 10, 100, null, '']);
    expect(sortRows(rows, byValue, 'desc')).toEqual([100, 10, 9, -1, null, '']);
  });

  it('counts a number that is not finite as blank, as the cell shows it, and a boolean as text', () => {
    expect(sortRows([10, Number.NaN, 9, Infinity, -1], byValue, 'desc')).toEqual([
      10,
      9,
      -1,
      Number.NaN,
      Infinity,
    ]);
    expect(sortRows([true, null, false], (row: boolean | null) => row, 'asc')).toEqual([false, true, null]);
  });

  it('keeps the original order of equal values', () => {
    const rows = [
      { id: 1, name: 'ana' },
      { id: 2, name: 'Ana' },
      { id: 3, name: 'ANA' },
    ];
    expect(sortRows(rows, (row) => row.name, 'desc').map((row) => row.id)).toEqual([1, 2, 3]);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
    [5000, 25, 200],
  ])('%i rows in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
