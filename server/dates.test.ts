import { agencyToday, calendarDate, wireDate } from './dates';

describe('wireDate', () => {
  it('keeps a stored date as it is', () => {
    expect(wireDate('2026-05-24')).toBe('2026-05-24');
  });

  it('answers a stored ISO datetime as its local calendar day', () => {
    const moment = new Date(2026, 4, 24, 19, 10, 35);
    expect(wireDate(moment.toISOString())).toBe('2026-05-24');
    expect(wireDate('2026-05-24T19:10:35')).toBe('2026-05-24');
  });

  it('refuses a value that is no date, rather than sending it', () => {
    expect(() => wireDate('ayer')).toThrow('Fecha almacenada inválida: ayer');
  });
});

describe('calendarDate', () => {
  it('pads month and day', () => {
    expect(calendarDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('agencyToday', () => {
  // 02:00 UTC on the 15th is still the 14th in Lima (UTC−5): a payment dated the 15th is future there.
  const lateNightUtc = { now: () => new Date('2026-06-15T02:00:00Z') };

  it('is the agency zone’s day, not the server clock’s', () => {
    expect(agencyToday({ ...lateNightUtc, timeZone: 'America/Lima' })).toBe('2026-06-14');
    expect(agencyToday({ ...lateNightUtc, timeZone: 'UTC' })).toBe('2026-06-15');
  });
});
