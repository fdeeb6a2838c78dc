import { z } from 'zod';
import { fromCents, type Cents } from '../domain/cents';
import { formatNumber } from '../domain/format';
import {
  parseMoneyInput,
  parseUnitsInput,
  parseWireMoney,
  type MoneyInputError,
  type MoneyRules,
  type UnitsInputError,
} from '../domain/money-input';
import { MONEY_INPUT_MESSAGES, UNITS_INPUT_MESSAGES } from './messages';

export type { MoneyRules } from '../domain/money-input';

const maxText = (cents: Cents) => formatNumber(fromCents(cents), cents % 100 === 0 ? 0 : 2);

export function moneyInputMessage(error: MoneyInputError, rules: MoneyRules): string {
  return error === 'tooLarge'
    ? MONEY_INPUT_MESSAGES.tooLarge(maxText(rules.maxCents))
    : MONEY_INPUT_MESSAGES[error];
}

export function unitsInputMessage(error: UnitsInputError, max: number, min = 0): string {
  if (error === 'tooLarge') return UNITS_INPUT_MESSAGES.tooLarge(formatNumber(max));
  if (error === 'tooSmall') return UNITS_INPUT_MESSAGES.tooSmall(formatNumber(min));
  return UNITS_INPUT_MESSAGES[error];
}

/**
 * A money field of a request: a JSON number or a decimal string ("12.50"), at most two decimals,
 * within `rules`, read exactly on its digits; out comes the amount in the currency (cents / 100).
 */
export function wireMoney(rules: MoneyRules) {
  return z
    .union([z.number(), z.string()], {
      error: MONEY_INPUT_MESSAGES.notNumber,
    })
    .transform((value, ctx) => {
      const parsed = parseWireMoney(value, rules);
      if (parsed.ok) return fromCents(parsed.value);
      const { error } = parsed;
      const message =
        error === 'empty' || error === 'invalid'
          ? MONEY_INPUT_MESSAGES.notNumber
          : moneyInputMessage(error, rules);
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

/** A money field of a form, as typed ('12,50'): the amount in the currency, or the field's error. */
export function typedMoney(rules: MoneyRules) {
  return z.string().transform((text, ctx) => {
    const parsed = parseMoneyInput(text, rules);
    if (parsed.ok) return fromCents(parsed.value);
    ctx.addIssue({ code: 'custom', message: moneyInputMessage(parsed.error, rules) });
    return z.NEVER;
  });
}

/** A whole-units field of a form, as typed ('12'): the units, or the field's error. */
export function typedUnits(max: number) {
  return z.string().transform((text, ctx) => {
    const parsed = parseUnitsInput(text, max);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: 'custom', message: unitsInputMessage(parsed.error, max) });
    return z.NEVER;
  });
}
