import { DEFAULT_AGENCY_TIME_ZONE, formatInstant, isTimeZone, todayByIntl, todayIn } from './agency-time';

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

describe('todayIn for Lima without the zone data', () => {
  const HOUR = 3_600_000;

  it('reads every instant from 1994 to 2040 as the runtime’s zone data does', () => {
    // Every 7 h 13 min walks through every hour of the day over the years.
    const step = 7 * HOUR + 13 * 60_000;
    let checked = 0;
    for (let ms = Date.UTC(1994, 3, 1, 5); ms < Date.UTC(2040, 0, 1); ms += step) {
      const now = new Date(ms);
      expect(todayIn('America/Lima', now)).toBe(todayByIntl('America/Lima', now));
      checked += 1;
    }
    expect(checked).toBeGreaterThan(55_000);
  });

  it.each(['2026-01-01', '2026-03-01', '2028-02-29', '2031-12-31'])(
    'turns the day at 05:00 UTC on %s, as the zone data does',
    (day) => {
      const fiveUtc = Date.parse(`${day}T05:00:00Z`);
      for (const ms of [fiveUtc - 1, fiveUtc]) {
        expect(todayIn('America/Lima', new Date(ms))).toBe(todayByIntl('America/Lima', new Date(ms)));
      }
      expect(todayIn('America/Lima', new Date(fiveUtc))).toBe(day);
    },
  );

  it('asks the zone data before Lima’s last summer time ended', () => {
    // Lima was on summer time (UTC−4) then: 00:30 on 1 February, not 23:30 the day before.
    const during = new Date('1994-02-01T04:30:00Z');
    expect(todayIn('America/Lima', during)).toBe(todayByIntl('America/Lima', during));
  });

  it('fails on an instant that is not one, as before', () => {
    expect(() => todayIn('America/Lima', new Date('no es fecha'))).toThrow(RangeError);
  });
});
