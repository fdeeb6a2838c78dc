import { roundMoney } from '../src/domain/numeric';

/** Money is stored as integer cents (see db/migrations.ts); this is the only way in. */
export function toCents(amount: number): number {
  return Math.round(roundMoney(amount) * 100);
}
