import { describe, expect, it } from 'vitest';
import {
  moneyInputText,
  parseMoneyInput,
  parseUnitsInput,
  parseWireMoney,
  type MoneyRules,
} from './money-input';

const PAYMENT: MoneyRules = { maxCents: 100_000_000, allowZero: false, allowNegative: false };
const BONUS: MoneyRules = { maxCents: 100_000_000, allowZero: true, allowNegative: false };
const CORRECTION: MoneyRules = { maxCents: 100_000_000, allowZero: true, allowNegative: true };

describe('parseMoneyInput', () => {
  it.each([
    ['12,50', 1250],
    ['12.50', 1250],
    ['12,5', 1250],
    ['12', 1200],
    [' 12.50 ', 1250],
    ['0,01', 1],
    ['12,', 1200],
    ['+7', 700],
    ['1000000', 100_000_000],
  ])('reads %j as %i céntimos', (text, cents) => {
    expect(parseMoneyInput(text, PAYMENT)).toEqual({ ok: true, value: cents });
  });

  it.each([
    ['12,505', 'decimals'],
    ['0.001', 'decimals'],
    ['1,234.50', 'thousands'],
    ['1.234,50', 'thousands'],
    ['1 234', 'thousands'],
    ['1.234.567', 'thousands'],
    ['-5', 'negative'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['12 soles', 'invalid'],
    ['1e3', 'invalid'],
    ['12.5.3', 'invalid'],
    [',5', 'invalid'],
    ['0', 'notPositive'],
    ['0,00', 'notPositive'],
    ['1000000,01', 'tooLarge'],
    ['99999999999999999999', 'tooLarge'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseMoneyInput(text, PAYMENT)).toEqual({ ok: false, error });
  });

  it('takes 0 where the field allows it and a sign only where negatives are allowed', () => {
    expect(parseMoneyInput('0', BONUS)).toEqual({ ok: true, value: 0 });
    expect(parseMoneyInput('-0', BONUS)).toEqual({ ok: false, error: 'negative' });
    expect(parseMoneyInput('-12,5', CORRECTION)).toEqual({ ok: true, value: -1250 });
    expect(parseMoneyInput('-1000000,01', CORRECTION)).toEqual({ ok: false, error: 'tooLarge' });
  });
});

describe('parseWireMoney', () => {
  it.each([
    [12.5, 1250],
    [12, 1200],
    ['12.50', 1250],
    [' 12.5 ', 1250],
    [0.07, 7],
    [19.99, 1999],
  ])('reads %j as %i céntimos', (value, cents) => {
    expect(parseWireMoney(value, PAYMENT)).toEqual({ ok: true, value: cents });
  });

  it.each([
    [12.505, 'decimals'],
    [1.005, 'decimals'],
    [0.1 + 0.2, 'decimals'],
    [1e-7, 'decimals'],
    [1e21, 'tooLarge'],
    [Number.NaN, 'invalid'],
    [Number.POSITIVE_INFINITY, 'invalid'],
    ['12,50', 'invalid'],
    ['1,234.50', 'thousands'],
    ['abc', 'invalid'],
    [true, 'invalid'],
    [{}, 'invalid'],
    [null, 'empty'],
    [undefined, 'empty'],
    ['', 'empty'],
    [-3, 'negative'],
    ['-3.00', 'negative'],
    [0, 'notPositive'],
    [1_000_000.01, 'tooLarge'],
  ])('refuses %j (%s)', (value, error) => {
    expect(parseWireMoney(value, PAYMENT)).toEqual({ ok: false, error });
  });

  it('keeps the sign where negatives are allowed', () => {
    expect(parseWireMoney(-12.34, CORRECTION)).toEqual({ ok: true, value: -1234 });
    expect(parseWireMoney('-0.5', CORRECTION)).toEqual({ ok: true, value: -50 });
  });
});

describe('parseUnitsInput', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['1000000', 1_000_000],
  ])('reads %j as %i', (text, units) => {
    expect(parseUnitsInput(text, 1_000_000)).toEqual({ ok: true, value: units });
  });

  it.each([
    ['12,50', 'integer'],
    ['12.5', 'integer'],
    ['12,', 'integer'],
    ['1.000', 'thousands'],
    ['1,000', 'thousands'],
    ['1 000', 'thousands'],
    ['1.000.000', 'thousands'],
    ['-3', 'negative'],
    ['', 'empty'],
    ['tres', 'invalid'],
    ['1e3', 'invalid'],
    ['1000001', 'tooLarge'],
  ])('refuses %j (%s)', (text, error) => {
    expect(parseUnitsInput(text, 1_000_000)).toEqual({ ok: false, error });
  });

  it('refuses fewer than the minimum where one is set', () => {
    expect(parseUnitsInput('0', 100, 1)).toEqual({ ok: false, error: 'tooSmall' });
    expect(parseUnitsInput('1', 100, 1)).toEqual({ ok: true, value: 1 });
  });
});

describe('moneyInputText', () => {
  it.each([
    [5150, '51.50'],
    [5100, '51.00'],
    [5, '0.05'],
    [0, '0.00'],
    [123450, '1234.50'],
    [-250, '-2.50'],
  ])('%i céntimos start a field as %s, which reads back as the same céntimos', (cents, text) => {
    expect(moneyInputText(cents)).toBe(text);
    const rules: MoneyRules = { maxCents: 10_000_000, allowZero: true, allowNegative: true };
    expect(parseMoneyInput(text, rules)).toEqual({ ok: true, value: cents });
  });
});
