import { GateFullError } from '../concurrency-gate';
import { HASH_CONCURRENCY, HASH_QUEUE_MAX, withHashSlot } from './hash-gate';

describe('withHashSlot', () => {
  it('runs at most HASH_CONCURRENCY at once, refuses past a full line, then drains', async () => {
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const job = () =>
      withHashSlot(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active -= 1;
        return 'hecho';
      });
    const accepted = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE_MAX }, job);
    await expect(job()).rejects.toBeInstanceOf(GateFullError);
    while (releases.length > 0 || active > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toHaveLength(accepted.length);
    expect(peak).toBe(HASH_CONCURRENCY);
    // The gate is free again.
    expect(await withHashSlot(async () => 'libre')).toBe('libre');
  });
});
