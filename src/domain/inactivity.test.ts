import { INACTIVITY_TOTAL_MS, INACTIVITY_WARNING_MS, inactivityPhase, WARNING_AFTER_MS } from './inactivity';

const MINUTE = 60 * 1000;

describe('inactivity constants', () => {
  it('are 30 minutes in total with a 10-minute warning after 20 minutes', () => {
    expect(INACTIVITY_TOTAL_MS).toBe(1_800_000);
    expect(INACTIVITY_WARNING_MS).toBe(600_000);
    expect(WARNING_AFTER_MS).toBe(1_200_000);
  });
});

describe('inactivityPhase', () => {
  it.each([
    [0, 'active', 1800],
    [-500, 'active', 1800],
    [20 * MINUTE - 1, 'active', 601],
    [20 * MINUTE, 'warning', 600],
    [20 * MINUTE + 1, 'warning', 600],
    [25 * MINUTE, 'warning', 300],
    [30 * MINUTE - 1000, 'warning', 1],
    [30 * MINUTE - 1, 'warning', 1],
    [30 * MINUTE, 'expired', 0],
    [45 * MINUTE, 'expired', 0],
  ])('idle %s ms → %s, %s s left', (idle, phase, secondsLeft) => {
    expect(inactivityPhase(idle)).toEqual({ phase, secondsLeft });
  });
});
