import { daysBetween, isCalendarDay } from './calendar-day';

describe('isCalendarDay', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it('counts whole days across months and leap years, either way', () => {
    expect(daysBetween('2026-01-10', '2026-03-01')).toBe(50);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-03-01', '2026-01-10')).toBe(-50);
    expect(daysBetween('2026-05-05', '2026-05-05')).toBe(0);
  });

  it('refuses a day that does not exist', () => {
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});
