import { fromCents, type Cents } from './cents';
import { formatMoney, type Currency } from './format';

/**
 * A bonus or discount with its sign written out ('+$5.00', '−S/. 2.50'); U+2212 for minus so it
 * reads and aligns like '+'. Zero has no sign.
 */
export function formatSignedCents(cents: Cents, currency: Currency = '$'): string {
  const text = formatMoney(fromCents(Math.abs(cents)), currency);
  if (cents > 0) return `+${text}`;
  if (cents < 0) return `\u2212${text}`;
  return text;
}
