/**
 * Deterministic random draws: the reference server's demo and large seeds (server/db/seed-kit.ts)
 * and the tests that need many varied but repeatable values (packed-cobros.test.ts) draw from it, so
 * the same seed gives the same data on every run and every machine.
 */

/** mulberry32: a tiny deterministic generator, so the data is the same on every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator's helpers. The order of the calls decides the data, so reordering them changes every later row. */
export function randomTools(seed: number) {
  const random = generator(seed);
  const between = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  /** `count` distinct items in a random order (a Fisher–Yates shuffle of a copy). */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy.slice(0, count);
  };
  /** An item drawn in proportion to its weight, given the running totals of the weights. */
  const weighted = <T>(items: readonly T[], cumulative: readonly number[]): T => {
    const target = random() * cumulative[cumulative.length - 1];
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return items[low];
  };
  return { random, between, pick, sample, weighted };
}
export type Random = ReturnType<typeof randomTools>;
