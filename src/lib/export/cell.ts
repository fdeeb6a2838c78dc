/** What a table column yields for sorting, searching and export. */
export type CellValue = string | number | boolean | null | undefined;

/**
 * The text of a value wherever it is shown as text: on screen, in search and in exports. Booleans
 * read as Spanish words, and a missing or non-finite value is blank rather than 'null' or 'NaN'.
 */
export function cellText(value: CellValue): string {
  if (value == null) return '';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return value;
}
