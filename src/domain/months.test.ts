import {
  currentMonth,
  inPeriod,
  isMonth,
  monthLabel,
  yearOptions,
  monthNumber,
  MONTHS,
  periodYear,
  periodYears,
} from './months';

describe('MONTHS', () => {
  it('lists the twelve lowercase months in calendar order', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('enero');
    expect(MONTHS[8]).toBe('septiembre');
    expect(MONTHS[11]).toBe('diciembre');
  });
});

describe('isMonth', () => {
  it.each([
    ['enero', true],
    ['diciembre', true],
    ['Enero', false],
    ['setiembre', false],
    ['', false],
    [1, false],
    [null, false],
  ])('isMonth(%j) = %s', (value, expected) => {
    expect(isMonth(value)).toBe(expected);
  });
});

describe('currentMonth', () => {
  it.each([
    [new Date(2024, 0, 1, 0, 0), 'enero'],
    [new Date(2024, 0, 31, 23, 59), 'enero'],
    [new Date(2024, 1, 29, 12, 0), 'febrero'],
    [new Date(2024, 11, 31, 23, 59), 'diciembre'],
  ])('%s → %s', (now, expected) => {
    expect(currentMonth(now)).toBe(expected);
  });
});

describe('monthLabel', () => {
  it.each([
    ['enero', 'Enero'],
    ['septiembre', 'Septiembre'],
    ['DICIEMBRE', 'Diciembre'],
    ['otro', 'Otro'],
    ['', ''],
  ])('%j → %j', (month, expected) => {
    expect(monthLabel(month)).toBe(expected);
  });
});

describe('monthNumber', () => {
  it.each([
    ['enero', 1],
    ['junio', 6],
    ['diciembre', 12],
    ['Marzo', 3],
    ['nope', 0],
  ])('%s → %s', (month, expected) => {
    expect(monthNumber(month)).toBe(expected);
  });

  it('is the inverse of MONTHS order', () => {
    MONTHS.forEach((month, index) => expect(monthNumber(month)).toBe(index + 1));
  });
});

describe('periodYear', () => {
  it.each([
    ['diciembre', '2026-01-05', 2025],
    ['enero', '2026-01-05', 2026],
    ['febrero', '2026-01-31', 2025],
    ['noviembre', '2026-11-30', 2026],
    ['diciembre', '2026-11-30', 2025],
    ['marzo', '2026-12-01', 2026],
    ['diciembre', '2026-12-31', 2026],
    ['Diciembre', '2026-01-05', 2025],
    ['setiembre', '2026-01-05', 2026],
    ['', '2024-06-15', 2024],
  ])('periodYear(%j, %s) = %i', (mes, registeredOn, expected) => {
    expect(periodYear(mes, registeredOn)).toBe(expected);
  });
});

describe('periods of a year', () => {
  const may2025 = { mes: 'mayo', anio: 2025 };
  const dec2025 = { mes: 'diciembre', fecha_creacion: '2026-01-05' };
  it('counts a cobro in its month of its year, or of any year without one', () => {
    expect(inPeriod(may2025, 'mayo', 2025)).toBe(true);
    expect(inPeriod(may2025, 'mayo', 2026)).toBe(false);
    expect(inPeriod(may2025, 'mayo', null)).toBe(true);
    expect(inPeriod(dec2025, 'diciembre', 2025)).toBe(true);
  });
  it('offers the years of the cobros and the current one, newest first', () => {
    expect(periodYears([may2025, dec2025, { mes: 'enero', anio: 2024 }], 2026)).toEqual([2026, 2025, 2024]);
    expect(periodYears([], 2026)).toEqual([2026]);
  });

  it('a period picker offers this year and the four before it, newest first, and an older year the URL names', () => {
    expect(yearOptions(2026, 2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(yearOptions(2015, 2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2015]);
  });
});
