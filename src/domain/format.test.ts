import {
  formatUnits,
  formatDate,
  formatDateTime,
  formatDecimal2,
  formatMoney,
  formatNumber,
  parseDecimalInput,
  progressPercent,
} from './format';

describe('formatMoney', () => {
  it.each([
    [1234.56, '$', '$1,234.56'],
    [-12, '$', '-$12.00'],
    [0, '$', '$0.00'],
    [1234567.891, '$', '$1,234,567.89'],
    [1.005, '$', '$1.01'],
    [-0.001, '$', '$0.00'],
    [999.999, '$', '$1,000.00'],
    [1234.56, 'S/.', 'S/. 1,234.56'],
    [-12, 'S/.', '-S/. 12.00'],
    [Number.NaN, '$', '$0.00'],
  ] as const)('%s in %s → %s', (value, currency, expected) => {
    expect(formatMoney(value, currency)).toBe(expected);
  });

  it('defaults to dollars', () => {
    expect(formatMoney(5)).toBe('$5.00');
  });
});

describe('formatNumber', () => {
  it.each([
    [12345, 0, '12,345'],
    [0, 0, '0'],
    [999, 0, '999'],
    [1000, 0, '1,000'],
    [-1234567, 0, '-1,234,567'],
    [12.5, 0, '13'],
    [1234.5, 1, '1,234.5'],
    [Infinity, 0, '0'],
  ])('formatNumber(%s, %s) = %s', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });
});

describe('formatDecimal2', () => {
  it.each([
    [1234.5, '1,234.50'],
    [0, '0.00'],
    [-0.5, '-0.50'],
    [2.675, '2.68'],
  ])('%s → %s', (value, expected) => {
    expect(formatDecimal2(value)).toBe(expected);
  });
});

describe('progressPercent', () => {
  it.each([
    [5, 0, 0],
    [5, -10, 0],
    [0, 100, 0],
    [25, 100, 25],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [100, 100, 100],
    [150, 100, 100],
    [-5, 100, 0],
    [Number.NaN, 100, 0],
  ])('%s of %s → %s%%', (part, total, expected) => {
    expect(progressPercent(part, total)).toBe(expected);
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 7 ', 7],
    ['0', 0],
    ['-3.25', -3.25],
    ['.5', 0.5],
    [',5', 0.5],
    ['12.', 12],
  ])('%j → %s', (text, expected) => {
    expect(parseDecimalInput(text)).toBe(expected);
  });

  it.each([[''], ['   '], ['abc'], ['12abc'], ['1,234.5'], ['1.2.3'], ['-'], ['.']])('%j → NaN', (text) => {
    expect(parseDecimalInput(text)).toBeNaN();
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-03-05', '05/03/2024'],
    ['2024-12-31', '31/12/2024'],
    ['2024-03-05T14:07:00', '05/03/2024'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['not a date', 'N/A'],
    ['2024-02-30', 'N/A'],
  ])('%j → %s', (iso, expected) => {
    expect(formatDate(iso)).toBe(expected);
  });

  it('uses the local calendar fields of an instant with an offset', () => {
    const iso = '2024-07-09T23:30:00Z';
    const local = new Date(iso);
    const expected = [local.getDate(), local.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(local.getFullYear()))
      .join('/');
    expect(formatDate(iso)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(formatDate(new Date(2023, 0, 2, 10, 0))).toBe('02/01/2023');
    expect(formatDate(new Date(Number.NaN))).toBe('N/A');
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2024-03-05T14:07:00', '05/03/2024 14:07'],
    ['2024-03-05T00:00:00', '05/03/2024 00:00'],
    ['2024-03-05T23:59:59', '05/03/2024 23:59'],
    ['2024-03-05', '05/03/2024 00:00'],
    ['', 'N/A'],
    [null, 'N/A'],
    ['garbage', 'N/A'],
  ])('%j → %s', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });
});

describe('formatUnits', () => {
  it.each([
    [0, '0'],
    [12, '12'],
    [1234, '1,234'],
    [12.5, '12.50'],
    [0.333, '0.33'],
  ])('%s → %s', (units, expected) => {
    expect(formatUnits(units)).toBe(expected);
  });
});
