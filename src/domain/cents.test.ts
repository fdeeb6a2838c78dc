import { describe, expect, it } from 'vitest';
import { fromCents, lineCents, parseCents, sumCents, toCents } from './cents';

describe('parseCents', () => {
  it.each([
    ['12.50', 1250],
    ['12,5', 1250],
    ['1.005', 101],
    ['1.004', 100],
    ['-2.50', -250],
    ['0', 0],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['  7 ', 700],
  ])('reads %s as %i céntimos', (input, cents) => {
    expect(parseCents(input)).toBe(cents);
  });

  it.each([['abc'], [''], ['1.2.3'], [Number.NaN], [Infinity], [null], [undefined], [{}]])(
    'rejects %s',
    (input) => {
      expect(parseCents(input)).toBeNull();
    },
  );
});

describe('lineCents', () => {
  it('pays 0.40 a unit exactly: 20 units are 8.00 and 971 units are 388.40', () => {
    expect(lineCents(20, 40)).toBe(800);
    expect(lineCents(971, 40)).toBe(38840);
  });

  it('rounds a fractional line once, half up: 2.5 units at 0.20 is 0.50 and 0.125 units at 0.40 is 0.05', () => {
    expect(lineCents(2.5, 20)).toBe(50);
    expect(lineCents(0.125, 40)).toBe(5);
    expect(lineCents(0.1125, 40)).toBe(5);
    expect(lineCents(0.1124, 40)).toBe(4);
  });

  it('treats non-finite input as nothing', () => {
    expect(lineCents(Number.NaN, 40)).toBe(0);
  });
});

describe('sums and conversions', () => {
  it('adds lines so that the footer is the sum of what is shown', () => {
    const lines = [lineCents(0.1125, 40), lineCents(0.1125, 40), lineCents(0.1125, 40)];
    expect(sumCents(lines)).toBe(15);
    expect(fromCents(sumCents(lines))).toBe(0.15);
  });

  it('converts amounts to céntimos and back', () => {
    expect(toCents(971.4)).toBe(97140);
    expect(toCents(null)).toBe(0);
    expect(fromCents(97140)).toBe(971.4);
  });
});
