import { normalizeForSearch } from '../../domain/collator';
import { matchesTerms, pageCount, searchableText, searchTerms, sortRows } from './rows';

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
