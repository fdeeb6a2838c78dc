import { roundTo } from './numeric';

/**
 * Formatting is done by hand rather than with toLocaleString/Intl so that the output is the
 * same on every machine and in every test runner, whatever its locale or ICU data.
 */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Non-finite values show as 0: a screen should never print "NaN" or "Infinity". */
export function formatNumber(value: number, decimals = 0): string {
  const rounded = Number.isFinite(value) ? roundTo(value, decimals) : 0;
  const [integerPart, fractionPart] = Math.abs(rounded).toFixed(decimals).split('.');
  const sign = rounded < 0 ? '-' : '';
  return sign + groupThousands(integerPart) + (fractionPart ? `.${fractionPart}` : '');
}

export function formatDecimal2(value: number): string {
  return formatNumber(value, 2);
}

export type Currency = '$' | 'S/.';

/** The sign goes before the symbol ('-$12.00'); soles are written with a space ('S/. 12.00'). */
export function formatMoney(value: number, currency: Currency = '$'): string {
  const amount = formatNumber(value, 2);
  const negative = amount.startsWith('-');
  const symbol = currency === 'S/.' ? 'S/. ' : '$';
  return (negative ? '-' : '') + symbol + (negative ? amount.slice(1) : amount);
}

/** Share of a total for progress bars; capped because adjustments can push a part past its total. */
export function progressPercent(part: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(part)) return 0;
  const percent = (part / total) * 100;
  return roundTo(Math.min(100, Math.max(0, percent)), 1);
}

const DECIMAL_INPUT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/**
 * Reads a number typed in a form. A decimal comma is accepted because Spanish-speaking users
 * type '12,5'; anything else that is not a plain number (thousand separators, trailing text)
 * gives NaN rather than a silently truncated value as parseFloat would.
 */
export function parseDecimalInput(text: string): number {
  const trimmed = text.trim();
  if (!DECIMAL_INPUT.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

const NOT_AVAILABLE = 'N/A';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A bare 'yyyy-mm-dd' is a calendar day, but `new Date` would read it as UTC midnight and show
 * the previous day west of Greenwich; it is built from local fields instead.
 */
function parseDate(input: string | Date | null | undefined): Date | null {
  if (input == null || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  const dateOnly = DATE_ONLY.exec(input.trim());
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number);
    const date = new Date(year, month - 1, day);
    const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
    return sameDay ? date : null;
  }
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'dd/mm/yyyy' in the user's local calendar. */
export function formatDate(iso: string | Date | null | undefined): string {
  const date = parseDate(iso);
  if (!date) return NOT_AVAILABLE;
  return `${pad2(date.getDate())}/${pad2(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** 'dd/mm/yyyy hh:mm' on a 24-hour clock in the user's local time. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  const date = parseDate(iso);
  if (!date) return NOT_AVAILABLE;
  return `${formatDate(date)} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}

/** Units are whole numbers almost always; decimals appear only when a spreadsheet had fractions. */
export function formatUnits(units: number): string {
  return formatNumber(units, Number.isInteger(units) ? 0 : 2);
}
