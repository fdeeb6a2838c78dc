import { fromCents, type Cents } from '../domain/cents';
import { formatMoney, type Currency } from '../domain/format';

/**
 * An amount in a table: right-aligned, on one line, with tabular figures so the decimal points
 * line up down the column. Amounts are integer céntimos (src/domain/cents).
 */
export function MoneyCell({ cents, currency = '$' }: { cents: Cents; currency?: Currency }) {
  return <span className="amount amount-cell">{formatMoney(fromCents(cents), currency)}</span>;
}

/** The sign written out, with U+2212 for minus so it reads and aligns like '+'. */
export function signedMoneyText(cents: Cents, currency: Currency = '$'): string {
  const text = formatMoney(fromCents(Math.abs(cents)), currency);
  if (cents > 0) return `+${text}`;
  if (cents < 0) return `\u2212${text}`;
  return text;
}

/**
 * A bonus (positive) or discount (negative) with its sign and currency, green or red. The sign
 * carries the meaning; the colour only repeats it. Zero shows `zeroText` when given ('—').
 */
export function SignedAmount({
  cents,
  currency = '$',
  zeroText,
}: {
  cents: Cents;
  currency?: Currency;
  zeroText?: string;
}) {
  if (cents === 0 && zeroText !== undefined) return <span className="amount text-secondary">{zeroText}</span>;
  const tone = cents > 0 ? ' text-success' : cents < 0 ? ' text-danger' : '';
  return <span className={`amount${tone}`}>{signedMoneyText(cents, currency)}</span>;
}
