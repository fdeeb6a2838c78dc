/**
 * One size for the four values, from the longest, so none wraps inside a number: at 1024 px a
 * card holds about 12 characters at fs-3 (a large agency's '$6,969,370.00' is 13).
 */
export function valueSizeClass(values: readonly string[]): string {
  const longest = Math.max(0, ...values.map((value) => value.length));
  return longest > 14 ? 'fs-5' : longest > 11 ? 'fs-4' : 'fs-3';
}
