import './zod-jitless';
import { z } from 'zod';

describe('zod-jitless', () => {
  it('switches zod’s eval probe off before any schema is built', () => {
    expect(z.config().jitless).toBe(true);
    // A schema built now reads without compiling (and so without probing for eval).
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
