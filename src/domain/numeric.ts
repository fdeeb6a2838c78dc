/**
 * Decimals kept when cleaning binary floating-point noise out of sums and differences.
 * Amounts are cents and units at most a few decimals, so nine decimals never drops real data
 * but does turn 100.01 - 100 (0.010000000000005116) back into 0.01.
 */
const NOISE_DECIMALS = 9;

/**
 * Rounds half away from zero. The product is scaled and trimmed to 15 significant digits first
 * because 1.005 * 100 is 100.49999999999999 in binary floating point and would round down.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  // A whole number that stays an exact integer when scaled comes back as it went in through the
  // route below; this skips its string round trip (once per cobro on the finance screens).
  if (Number.isInteger(value) && Math.abs(value) < 1e15 && Number.isSafeInteger(value * factor))
    return value || 0;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  // `|| 0` turns the -0 of a tiny negative value into 0 so it never prints as "-0.00".
  return (Math.sign(value) * Math.round(scaled)) / factor || 0;
}

/** Money is always shown and compared in cents. */
export function roundMoney(value: number): number {
  return roundTo(value, 2);
}

/** Removes float noise without losing any digit a real amount or unit count can carry. */
export function cleanNumber(value: number): number {
  return roundTo(value, NOISE_DECIMALS);
}

export function sum(values: readonly number[]): number {
  return cleanNumber(values.reduce((total, value) => total + value, 0));
}

/** Optional backend amounts (bonificado, sancionado) arrive as null when never set. */
export function orZero(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
