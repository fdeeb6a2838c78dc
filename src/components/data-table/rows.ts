import { compareEs, normalizeForSearch } from '../../domain/collator';
import { cellText, type CellValue } from '../../lib/export/cell';
import type { Column } from './column';

export type SortDir = 'asc' | 'desc';

/** The words of a search; a row matches when it contains every one, in any of its columns. */
export function searchTerms(query: string): string[] {
  return normalizeForSearch(query).split(/\s+/).filter(Boolean);
}

/** One string per row, computed once per data change so each keystroke only runs `includes`. */
export function searchableText(values: readonly CellValue[]): string {
  // A line break between columns keeps a term from matching across two of them.
  return values.map((value) => normalizeForSearch(cellText(value))).join('\n');
}

/**
 * A row's search text over a column set, kept per row object: a filter that hands the table a
 * new subset of the same rows, or the rest of a list arriving after its first rows, reuses the
 * text instead of normalizing every column of 100,000 rows again. One cache per column set,
 * since the text is made of those columns.
 */
export function searchTextOf<Row>(columns: readonly Column<Row>[]): (row: Row) => string {
  const texts = new WeakMap<object, string>();
  const build = (row: Row) => searchableText(columns.map((column) => column.value(row)));
  return (row) => {
    if (typeof row !== 'object' || row === null) return build(row);
    let text = texts.get(row);
    if (text === undefined) {
      text = build(row);
      texts.set(row, text);
    }
    return text;
  };
}

export function matchesTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

/** Recent searches per list of entries, so typing narrows what the last key found. */
const recentSearches = new WeakMap<readonly object[], Map<string, readonly object[]>>();
const RECENT_SEARCHES = 16;

/**
 * The entries whose text holds every term of the query, in their order. A query that extends an
 * earlier one (the user typed on) can only match fewer entries: each earlier term is still there,
 * whole or as the start of a longer word. So it filters the earlier matches rather than the whole
 * list, and a key taken back (Backspace) finds its answer among the recent ones. The cache is
 * held per entries array, which the table builds once per data, sort and column set. A query
 * without terms gives back `entries` itself.
 */
export function searchEntries<Entry extends { text: string }>(
  entries: readonly Entry[],
  query: string,
): readonly Entry[] {
  const key = normalizeForSearch(query);
  const terms = searchTerms(query);
  if (terms.length === 0) return entries;
  let recent = recentSearches.get(entries);
  if (!recent) {
    recent = new Map();
    recentSearches.set(entries, recent);
  }
  const known = recent.get(key) as readonly Entry[] | undefined;
  if (known) return known;
  let from: readonly Entry[] = entries;
  for (const [earlier, matches] of recent) {
    if (key.startsWith(earlier) && matches.length < from.length) from = matches as readonly Entry[];
  }
  const matches = from.filter((entry) => matchesTerms(entry.text, terms));
  if (recent.size >= RECENT_SEARCHES) recent.delete(recent.keys().next().value as string);
  recent.set(key, matches);
  return matches;
}

function isBlank(value: CellValue): boolean {
  // A finite number or a boolean always has text: no need to write 100,000 ids out to see it.
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'boolean') return false;
  return cellText(value).trim() === '';
}

function compareValues(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareEs(cellText(a), cellText(b));
}

/** Stable; blank values go last in both directions, so the rows that have data always come first. */
export function sortRows<Row>(rows: readonly Row[], value: (row: Row) => CellValue, dir: SortDir): Row[] {
  const sign = dir === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => {
    const key = value(row);
    return { row, key, blank: isBlank(key) };
  });
  keyed.sort((a, b) => {
    if (a.blank || b.blank) return Number(a.blank) - Number(b.blank);
    return sign * compareValues(a.key, b.key);
  });
  return keyed.map((entry) => entry.row);
}

/** An empty list still has one (empty) page, so the current page is never 0. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
