import { cobroAmount, RATE_OWN, RATE_SUPERVISED, rateForCobro, rateForRole, supervisedAmount } from './rates';

describe('rates', () => {
  it('are the spec values', () => {
    expect(RATE_OWN).toBe(0.4);
    expect(RATE_SUPERVISED).toBe(0.2);
  });
});

describe('rateForRole', () => {
  it.each([
    ['user_Supervisado', 0.2],
    ['user_Supervisor', 0.4],
    ['Admin', 0.4],
    ['user_User', 0.4],
    ['SuperAdmin', 0.4],
    ['desconocido', 0.4],
    [null, 0.4],
    [undefined, 0.4],
  ])('%s → %s', (role, expected) => {
    expect(rateForRole(role)).toBe(expected);
  });
});

describe('rateForCobro', () => {
  it.each([
    [{ usuario_supervisor: { id: 3, nombre: 'Ana' } }, 0.2],
    [{ usuario_supervisor: null }, 0.4],
    [{}, 0.4],
  ])('%j → %s', (cobro, expected) => {
    expect(rateForCobro(cobro)).toBe(expected);
  });
});

describe('cobroAmount', () => {
  it.each([
    [100, 0.4, 40],
    [100, 0.2, 20],
    [3, 0.1, 0.3],
    [0.7, 0.4, 0.28],
    [33.33, 0.4, 13.33],
    [2.5125, 0.4, 1.01],
    [-10, 0.4, -4],
    [0, 0.4, 0],
  ])('%s units × %s = %s', (units, rate, expected) => {
    expect(cobroAmount(units, rate)).toBe(expected);
  });
});

describe('supervisedAmount', () => {
  it.each([
    [0, 0],
    [50, 10],
    [129, 25.8],
    [0.35, 0.07],
  ])('%s units → %s', (units, expected) => {
    expect(supervisedAmount(units)).toBe(expected);
  });
});
