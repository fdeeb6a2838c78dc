import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [595, '9:55'],
    [61, '1:01'],
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0.2, '0:01'],
    [0, '0:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [3725, '62:05'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
