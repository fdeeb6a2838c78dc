/**
 * The one Spanish collation of the product, for every sort and every search, on both sides, so
 * the same names come out in the same order on every screen and in every answer of the server.
 */

/**
 * Each collator is made on its first use, not when this module loads: making one reads the
 * locale's collation data, 5–15 ms of the signed-in pages' first load, which most Homes never sort.
 */
let order: Intl.Collator | undefined;
let caseBlind: Intl.Collator | undefined;

/**
 * Letters only: "Ángel" sits with the A's and "ana" ties with "ANA" (a stable sort keeps their
 * order, so the id or the previous order decides); "Ñ" is its own letter after "N"; digits
 * compare as numbers ("Cliente 2" before "Cliente 10").
 */
const orderCollator = () => (order ??= new Intl.Collator('es', { sensitivity: 'base', numeric: true }));

/** Equal when only case differs; accents still count, since they tell two real names apart. */
const caseBlindCollator = () => (caseBlind ??= new Intl.Collator('es', { sensitivity: 'accent' }));

const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function compareEs(a: string, b: string): number {
  return orderCollator().compare(a, b);
}

/** A comparator by a label, for `Array.prototype.sort`. */
export function byEs<T>(label: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => compareEs(label(a), label(b));
}

/** Namesakes keep a fixed order (by id), so a reload never swaps two people with the same name. */
export function byNombreThenId<T extends { id: number; nombre: string }>(a: T, b: T): number {
  return compareEs(a.nombre, b.nombre) || a.id - b.id;
}

export function sameNameEs(a: string, b: string): boolean {
  return caseBlindCollator().compare(a, b) === 0;
}

/** Any character outside ASCII: only those can decompose under NFD or be a combining mark. */
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * Names repeat thousands of times in a large list (300 workers, a few thousand documents and
 * clients over 100,000 cobros), so their normalized form is kept. Bounded: a full memo starts
 * over rather than growing with every distinct text a list holds; long texts are not kept.
 */
const MEMO_LIMIT = 20_000;
const MEMO_MAX_LENGTH = 200;
const memo = new Map<string, string>();

/** Lower case without accents or outer spaces, so 'jose' finds 'José' and 'PEÑA' finds 'pena'. */
export function normalizeForSearch(text: string): string {
  const known = memo.get(text);
  if (known !== undefined) return known;
  // Plain ASCII has nothing to decompose and no accents to drop: case and spaces are the work
  // (collator.test.ts holds this route to the general one).
  const normalized = NON_ASCII.test(text)
    ? text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim()
    : text.toLowerCase().trim();
  if (text.length <= MEMO_MAX_LENGTH) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, normalized);
  }
  return normalized;
}

/** Case- and accent-blind 'contains'; an empty query matches everything. */
export function matchesSearch(value: string, query: string): boolean {
  const needle = normalizeForSearch(query);
  return needle === '' || normalizeForSearch(value).includes(needle);
}
