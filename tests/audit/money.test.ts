import {
  parseBalance,
  parseDebtAndFunds,
  parseShown,
  parseUnits,
  showCents,
  unitsTimesRate,
  wireCents,
} from './money';

describe('wireCents', () => {
  it.each([
    [0.01, 1],
    [12.5, 1250],
    [999.99, 99999],
    [1234.56, 123456],
    ['12.50', 1250],
    [-3.3, -330],
    [0.1 + 0.2, 30],
    [null, 0],
  ])('%s → %i céntimos', (value, cents) => {
    expect(wireCents(value)).toBe(cents);
  });

  it('refuses a third decimal instead of rounding it away', () => {
    expect(() => wireCents(1.005)).toThrow(/dos decimales/);
    expect(() => wireCents('abc')).toThrow();
  });
});

describe('unitsTimesRate', () => {
  it.each([
    [183, 40, 7320],
    [28, 20, 560],
    [12.5, 20, 250],
    [0.125, 20, 3], // 2.5 céntimos: half up
    [0.124, 20, 2], // 2.48 céntimos
    [1.1, 40, 44],
  ])('%s u × %i ¢ = %i ¢', (units, rate, cents) => {
    expect(unitsTimesRate(units, rate)).toBe(cents);
  });
});

describe('parseShown', () => {
  it.each([
    ['$1,234.50', 123450],
    ['$0.01', 1],
    ['S/. 12.50', 1250],
    ['S/.12.50', 1250],
    ['$1,234,567.89', 123456789],
    ['-$3.00', -300],
    ['$-3.00', -300],
    [' $5.00 ', 500],
    ['+$3.33', 333],
    ['\u2212$1.11', -111],
    ['\u2212S/. 999.99', -99999],
  ])('%s → %i', (text, cents) => {
    expect(parseShown(text)).toBe(cents);
  });

  it.each([
    '$1234.50',
    '$1,234.5',
    '1,234.50',
    '$1.234,50',
    '$12.50 extra',
    '',
    'S/ 12.50',
    '+-$1.00',
    '--$1.00',
  ])('refuses %j', (text) => {
    expect(() => parseShown(text)).toThrow();
  });

  it('refuses the other currency when one is asked for', () => {
    expect(() => parseShown('$12.50', 'S/.')).toThrow(/Moneda/);
    expect(parseShown('S/. 12.50', 'S/.')).toBe(1250);
  });
});

describe('parseBalance and parseUnits', () => {
  it('reads Deuda as owed and Fondo as credit', () => {
    expect(parseBalance('Deuda: $495.50')).toBe(49550);
    expect(parseBalance('Fondo: $34.70')).toBe(-3470);
    expect(parseBalance('$0.00')).toBe(0);
    expect(() => parseBalance('$3.00')).toThrow();
  });

  it('reads a footer of debts and funds summed apart, and nothing else', () => {
    expect(parseDebtAndFunds('Deuda: $2,033.90\nFondo: $61.25')).toEqual({ debt: 203390, funds: 6125 });
    expect(parseDebtAndFunds('Deuda: $0.00Fondo: $15.00')).toEqual({ debt: 0, funds: 1500 });
    expect(() => parseDebtAndFunds('Deuda: $1,972.65')).toThrow();
  });

  it('reads units with thousands separators', () => {
    expect(parseUnits('2,677')).toBe(2677);
    expect(parseUnits('12.5')).toBe(12.5);
    expect(() => parseUnits('2.677,5')).toThrow();
  });

  it('shows céntimos back as the screens do', () => {
    expect(showCents(123450)).toBe('$1,234.50');
    expect(showCents(-1)).toBe('-$0.01');
  });
});
