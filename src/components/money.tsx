import { fromCents, type Cents } from '../domain/cents';
import { formatMoney, type Currency } from '../domain/format';
import { formatSignedCents } from '../domain/signed-money';

/**
 * An amount in a table: right-aligned, on one line, with tabular figures so the decimal points
 * line up down the column. Amounts are integer céntimos (src/domain/cents).
 */
export function MoneyCell({ cents, currency = '$' }: { cents: Cents; currency?: Currency }) {
  return <span className="amount amount-cell">{formatMoney(fromCents(cents), currency)}</span>;
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
  return <span className={`amount${tone}`}>{formatSignedCents(cents, currency)}</span>;
}
