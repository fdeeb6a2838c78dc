/**
 * Money in integer céntimos. Every amount the product computes is a whole number of céntimos:
 * a line (units × rate) is rounded once, half up, and totals are sums of lines, so a table always
 * adds up to its footer to the cent. Convert to a decimal only to show it (`fromCents`).
 */
export type Cents = number;

const DECIMAL = /^([+-])?(\d+)(?:[.,](\d+))?$/;

/**
 * A decimal from the wire ("12.50", "12,5", 12.5) into céntimos, rounding half away from zero on
 * the third decimal. Works on the digits, not on a binary float, so "1.005" is 101 céntimos.
 * Anything that is not a finite decimal is null.
 */
export function parseCents(value: unknown): Cents | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return wholeCents(value) ?? parseCents(value.toFixed(10).replace(/\.?0+$/, ''));
  }
  if (typeof value !== 'string') return null;
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const padded = `${fraction}000`;
  const cents = Number(whole) * 100 + Number(padded.slice(0, 2)) + (Number(padded[2]) >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents || 0 : cents;
}

/**
 * Below this size a double's error is under a thousandth, so the digits route above reads the
 * nearest double to a two-decimal amount as exactly that amount.
 */
const WHOLE_CENTS_LIMIT = 1e9;

/**
 * The fast route for the common case, tens of thousands of times per finance screen: a number
 * that is the nearest double to an amount with at most two decimals is that many céntimos, the
 * same figure the digits route gives (it is checked against it in cents.test.ts). Null otherwise.
 */
function wholeCents(value: number): Cents | null {
  const magnitude = Math.abs(value);
  if (magnitude >= WHOLE_CENTS_LIMIT) return null;
  const cents = Math.round(magnitude * 100);
  if (cents / 100 !== magnitude) return null;
  return value < 0 ? -cents || 0 : cents;
}

/** An amount (a decimal of the currency) into céntimos; non-numbers count as 0. */
export function toCents(amount: number | null | undefined): Cents {
  return typeof amount === 'number' ? (parseCents(amount) ?? 0) : 0;
}

export function fromCents(cents: Cents): number {
  return cents / 100;
}

/**
 * One line's money: units × rate, where the rate is in céntimos per unit (0.40 → 40). Units may
 * carry decimals (spreadsheets), so the product is rounded once, half away from zero.
 */
export function lineCents(units: number, rateCents: number): Cents {
  if (!Number.isFinite(units) || !Number.isFinite(rateCents)) return 0;
  // Whole units at a whole rate: the product is already exact (the common case, per cobro).
  if (Number.isInteger(units) && Number.isInteger(rateCents)) {
    const product = units * rateCents;
    if (Number.isSafeInteger(product)) return product || 0;
  }
  const exact = Number((units * rateCents).toPrecision(15));
  return Math.sign(exact) * Math.round(Math.abs(exact)) || 0;
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0);
}
