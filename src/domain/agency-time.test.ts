import { DEFAULT_AGENCY_TIME_ZONE, formatInstant, isTimeZone, todayIn } from './agency-time';

describe('todayIn', () => {
  it.each([
    // Lima is UTC−5 all year: its day ends at 05:00 UTC.
    ['2026-06-15T04:59:59Z', 'America/Lima', '2026-06-14'],
    ['2026-06-15T05:00:00Z', 'America/Lima', '2026-06-15'],
    ['2026-06-15T04:59:59Z', 'UTC', '2026-06-15'],
    ['2026-06-14T23:30:00Z', 'UTC', '2026-06-14'],
    ['2026-06-14T23:30:00Z', 'America/Lima', '2026-06-14'],
    // New Year: UTC already in January while Lima is still on the last day of December.
    ['2027-01-01T03:00:00Z', 'America/Lima', '2026-12-31'],
    ['2027-01-01T03:00:00Z', 'UTC', '2027-01-01'],
    ['2026-06-15T12:00:00Z', 'Asia/Tokyo', '2026-06-15'],
    ['2026-06-15T15:30:00Z', 'Asia/Tokyo', '2026-06-16'],
  ])('%s in %s is %s', (instant, zone, day) => {
    expect(todayIn(zone, new Date(instant))).toBe(day);
  });

  it('defaults to Lima', () => {
    expect(DEFAULT_AGENCY_TIME_ZONE).toBe('America/Lima');
  });

  it('knows real zones and refuses made-up ones', () => {
    expect(isTimeZone('America/Lima')).toBe(true);
    expect(isTimeZone('Marte/Olympus')).toBe(false);
  });
});

describe('formatInstant', () => {
  it.each([
    ['2026-06-15T17:05:00.000Z', 'America/Lima', '15/06/2026 12:05'],
    // Past midnight in UTC is still the evening before in Lima.
    ['2026-06-16T03:30:00.000Z', 'America/Lima', '15/06/2026 22:30'],
    ['2026-06-16T00:00:00.000Z', 'UTC', '16/06/2026 00:00'],
    ['no es fecha', 'America/Lima', '—'],
  ])('%s in %s is %s', (iso, zone, shown) => {
    expect(formatInstant(iso, zone)).toBe(shown);
  });
});
