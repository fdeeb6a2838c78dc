import { resolveAgencyTimeZone } from './agency-zone';

describe('resolveAgencyTimeZone', () => {
  it.each([
    [undefined, 'America/Lima'],
    ['', 'America/Lima'],
    ['  ', 'America/Lima'],
    ['Zona/Inventada', 'America/Lima'],
    ['Europe/Madrid', 'Europe/Madrid'],
    [' UTC ', 'UTC'],
  ])('%j → %s', (configured, zone) => {
    expect(resolveAgencyTimeZone(configured)).toBe(zone);
  });
});
