import { cleanNumber, orZero, roundMoney, roundTo, sum } from './numeric';

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.675, 2, 2.68],
    [1.004, 2, 1],
    [12.345, 1, 12.3],
    [12.35, 1, 12.4],
    [-0.001, 2, 0],
    [0, 2, 0],
    [1234567.891, 2, 1234567.89],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });
});

describe('roundMoney', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [10.555, 10.56],
    [-10.555, -10.56],
  ])('roundMoney(%s) = %s', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });
});

describe('cleanNumber and sum', () => {
  it.each([
    [[0.1, 0.2], 0.3],
    [[], 0],
    [[1.5, 2.25, -0.75], 3],
  ])('sum(%j) = %s', (values, expected) => {
    expect(sum(values)).toBe(expected);
  });

  it('cleans the noise of a difference', () => {
    expect(cleanNumber(100.01 - 100)).toBe(0.01);
  });
});

describe('orZero', () => {
  it.each([
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [12.5, 12.5],
    [-3, -3],
  ])('orZero(%s) = %s', (value, expected) => {
    expect(orZero(value)).toBe(expected);
  });
});
