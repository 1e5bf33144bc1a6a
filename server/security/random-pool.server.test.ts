import { describe, expect, it } from 'vitest';
import { createRandomPool } from './random-pool.server';

describe('createRandomPool', () => {
  it('hands out the requested lengths, never the same bytes twice, across refills', () => {
    const take = createRandomPool(64);
    const seen = new Set<string>();
    for (let index = 0; index < 200; index += 1) {
      const bytes = take(12);
      expect(bytes).toHaveLength(12);
      seen.add(bytes.toString('hex'));
    }
    expect(seen.size).toBe(200);
    expect(take(100)).toHaveLength(100);
  });

  it('returns copies, so zeroing the pool does not change bytes already handed out', () => {
    const take = createRandomPool(32);
    const first = take(16);
    const copy = Buffer.from(first);
    take(16);
    take(16);
    expect(first.equals(copy)).toBe(true);
  });
});
