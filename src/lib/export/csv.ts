import { formatNumber } from '../../domain/format';
import { cellText, type CellValue } from './cell';

const BOM = '\uFEFF';
/** Excel in Spanish locales splits on ';' (',' is their decimal mark), so ';' opens correctly there. */
const SEPARATOR = ';';
const LINE_END = '\r\n';

const NEEDS_QUOTES = /[;"\r\n]/;
/** OWASP's trigger characters: a spreadsheet evaluates a cell starting with any of them. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/;

/**
 * A number as the screens show it (whole numbers bare, others to two decimals: money and
 * fractional units alike), with the decimal comma that a ';'-separated file implies to a Spanish
 * Excel, which would read '12.5' as a date or as 125. No thousands mark: it would read as text.
 */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  return formatNumber(value, Number.isInteger(value) ? 0 : 2)
    .replace(/,/g, '')
    .replace('.', ',');
}

function field(value: CellValue): string {
  let text = typeof value === 'number' ? numberText(value) : cellText(value);
  // A leading quote makes the spreadsheet show the text as typed instead of running it.
  if (typeof value === 'string' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The BOM is what makes Excel read the file as UTF-8 rather than mangling accents. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CellValue[])[]): string {
  const lines = [headers, ...rows].map((cells) => cells.map(field).join(SEPARATOR));
  return BOM + lines.join(LINE_END) + LINE_END;
}
