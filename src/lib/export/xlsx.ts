import { cellText, type CellValue } from './cell';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME = 'Datos';
const MIN_COLUMN_CHARS = 8;
const MAX_COLUMN_CHARS = 60;

/** Numbers stay numbers so the spreadsheet can sum them; everything else is the text shown on screen. */
function sheetValue(value: CellValue): string | number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value == null ? null : cellText(value);
}

function columnWidths(table: readonly (readonly (string | number | null)[])[]): { wch: number }[] {
  return table[0].map((_, column) => {
    const longest = Math.max(...table.map((row) => String(row[column] ?? '').length));
    return { wch: Math.min(MAX_COLUMN_CHARS, Math.max(MIN_COLUMN_CHARS, longest + 2)) };
  });
}

export async function toXlsxBlob(
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
): Promise<Blob> {
  // SheetJS is large, so it loads only when someone exports. The namespace is used rather than
  // `.default`: the ESM build Vite bundles has no default export, so `.default` is undefined there.
  const XLSX = await import('xlsx');
  const table = [[...headers], ...rows.map((row) => row.map(sheetValue))];
  const sheet = XLSX.utils.aoa_to_sheet(table);
  sheet['!cols'] = columnWidths(table);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array', compression: true });
  return new Blob([bytes], { type: XLSX_MIME });
}
