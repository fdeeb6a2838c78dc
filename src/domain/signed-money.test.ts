import { formatSignedCents } from './signed-money';

describe('formatSignedCents', () => {
  it.each([
    [500, '$', '+$5.00'],
    [-250, '$', '−$2.50'],
    [0, '$', '$0.00'],
    [123456, 'S/.', '+S/. 1,234.56'],
    [-1, 'S/.', '−S/. 0.01'],
  ] as const)('%i céntimos in %s → %s', (cents, currency, text) => {
    expect(formatSignedCents(cents, currency)).toBe(text);
  });
});
