import type { Cents } from './cents';

/**
 * What a person types in a money or units field, read exactly or refused: never rounded, never
 * guessed. A browser's number input drops a decimal comma ('12,50' became 1250), so the fields
 * are text and this is the one reading of them, in the app and (for the wire) in the server.
 */

export type MoneyInputError =
  'empty' | 'invalid' | 'decimals' | 'thousands' | 'negative' | 'notPositive' | 'tooLarge';

export type UnitsInputError =
  'empty' | 'invalid' | 'integer' | 'thousands' | 'negative' | 'tooSmall' | 'tooLarge';

export type Parsed<T, E> = { ok: true; value: T } | { ok: false; error: E };

export type MoneyRules = {
  /** The largest amount accepted, in céntimos (in absolute value when negatives are allowed). */
  maxCents: Cents;
  /** Whether 0 is an amount (a bonus of 0 clears it; a payment of 0 is no payment). */
  allowZero: boolean;
  /** Whether a sign may lead (a correction of an extra amount may be negative). */
  allowNegative: boolean;
};

const TYPED = /^([+-])?(\d+)(?:[.,](\d*))?$/;
const WIRE_TEXT = /^([+-])?(\d+)(?:\.(\d+))?$/;
const LOOKS_GROUPED = /^[+-]?\d{1,3}([., ]\d{3})+([.,]\d*)?$/;

function fail<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}

/** Céntimos from a sign, whole digits and fraction digits, exact on the digits. */
function fromDigits(
  sign: string | undefined,
  whole: string,
  fraction: string,
  rules: MoneyRules,
): Parsed<Cents, MoneyInputError> {
  if (fraction.length > 2) return fail('decimals');
  const negative = sign === '-';
  if (negative && !rules.allowNegative) return fail('negative');
  const magnitude = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(magnitude) || magnitude > rules.maxCents) return fail('tooLarge');
  if (magnitude === 0 && !rules.allowZero) return fail('notPositive');
  return { ok: true, value: negative ? -magnitude || 0 : magnitude };
}

/** Separators that group thousands ('1,234.50', '1.234,50', '1 234', '1.234.567'). */
function isGrouped(text: string): boolean {
  return LOOKS_GROUPED.test(text);
}

/**
 * An amount typed in a form: '12,50', '12.50', '12,5', '12', ' 12.50 ' are 1250/1250/1250/1200/1250
 * céntimos. Refused, never rounded: more than two decimals, a thousands separator, a sign where it
 * is not allowed, an empty field, any other text, an amount above `rules.maxCents`.
 */
export function parseMoneyInput(text: string, rules: MoneyRules): Parsed<Cents, MoneyInputError> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty');
  const match = TYPED.exec(trimmed);
  if (!match) return fail(isGrouped(trimmed) ? 'thousands' : 'invalid');
  const [, sign, whole, fraction = ''] = match;
  return fromDigits(sign, whole, fraction, rules);
}

/**
 * Céntimos as a field's starting text, written as the tables write the amount but without the
 * thousands comma, which parseMoneyInput refuses: 5150 is '51.50', 123450 is '1234.50'.
 */
export function moneyInputText(cents: Cents): string {
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * An amount as it arrives on the wire: a JSON number, or a decimal string with a point ("12.50",
 * as a DecimalField takes it). A number is read by its shortest decimal writing, so 12.505 and
 * 0.1 + 0.2 (0.30000000000000004) have too many decimals rather than being rounded to a cent.
 */
export function parseWireMoney(value: unknown, rules: MoneyRules): Parsed<Cents, MoneyInputError> {
  if (value === null || value === undefined || value === '') return fail('empty');
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return fail('invalid');
    text = String(value);
    if (/e/i.test(text)) return fail(Math.abs(value) >= 1 ? 'tooLarge' : 'decimals');
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return fail('invalid');
  }
  const match = WIRE_TEXT.exec(text);
  if (!match) return fail(isGrouped(text) ? 'thousands' : 'invalid');
  const [, sign, whole, fraction = ''] = match;
  return fromDigits(sign, whole, fraction, rules);
}

/**
 * Whole units typed in a form ('12', ' 7 '), from `min` (0 unless said) to `max`. A decimal
 * ('12,5', '12,50') is refused rather than read as 1250 or cut to 12; so are signs, separators
 * and other text.
 */
export function parseUnitsInput(text: string, max: number, min = 0): Parsed<number, UnitsInputError> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('empty');
  if (/^\d+$/.test(trimmed)) {
    const value = Number(trimmed);
    if (value < min) return fail('tooSmall');
    return value > max ? fail('tooLarge') : { ok: true, value };
  }
  if (/^-\d+([.,]\d*)?$/.test(trimmed)) return fail('negative');
  if (/^\+?\d+[.,]\d*$/.test(trimmed)) {
    // '1.000' is a Spanish thousand as much as a decimal; either way it is not a whole number typed plainly.
    return fail(/^\+?\d{1,3}[.,]\d{3}$/.test(trimmed) ? 'thousands' : 'integer');
  }
  return fail(isGrouped(trimmed) ? 'thousands' : 'invalid');
}
