import { describe, expect, it } from 'vitest';
import type { RecentSessionRow } from '../db/schema.server';
import { createRecentResultsCache } from './recent-results-cache.server';

const rows = [{ public_id: 'x' } as RecentSessionRow];

describe('createRecentResultsCache', () => {
  it('keeps a list until it expires', async () => {
    let clock = 0;
    const cache = createRecentResultsCache(1000, () => clock);
    await cache.set(1, 10, rows);
    expect(await cache.get(1, 10)).toBe(rows);
    expect(await cache.get(1, 5)).toBeUndefined();
    clock = 1000;
    expect(await cache.get(1, 10)).toBeUndefined();
  });

  it('forgets every list of a test type when a result of it is stored, and only those', async () => {
    const cache = createRecentResultsCache(60_000);
    await cache.set(1, 10, rows);
    await cache.set(1, 8, rows);
    await cache.set(11, 10, rows);
    await cache.forgetTestType(1);
    expect(await cache.get(1, 10)).toBeUndefined();
    expect(await cache.get(1, 8)).toBeUndefined();
    expect(await cache.get(11, 10)).toBe(rows);
  });

  it('stores nothing with a ttl of 0', async () => {
    const cache = createRecentResultsCache(0);
    await cache.set(1, 10, rows);
    expect(await cache.get(1, 10)).toBeUndefined();
  });
});
