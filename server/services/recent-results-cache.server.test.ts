import { describe, expect, it } from 'vitest';
import type { RecentSessionRow } from '../db/schema.server';
import { createRecentResultsCache } from './recent-results-cache.server';

const rows = [{ public_id: 'x' } as RecentSessionRow];

describe('createRecentResultsCache', () => {
  it('keeps a list until it expires', () => {
    let clock = 0;
    const cache = createRecentResultsCache(1000, () => clock);
    cache.set(1, 10, rows);
    expect(cache.get(1, 10)).toBe(rows);
    expect(cache.get(1, 5)).toBeUndefined();
    clock = 1000;
    expect(cache.get(1, 10)).toBeUndefined();
  });

  it('forgets every list of a test type when a result of it is stored, and only those', () => {
    const cache = createRecentResultsCache(60_000);
    cache.set(1, 10, rows);
    cache.set(1, 8, rows);
    cache.set(11, 10, rows);
    cache.forgetTestType(1);
    expect(cache.get(1, 10)).toBeUndefined();
    expect(cache.get(1, 8)).toBeUndefined();
    expect(cache.get(11, 10)).toBe(rows);
  });

  it('stores nothing with a ttl of 0', () => {
    const cache = createRecentResultsCache(0);
    cache.set(1, 10, rows);
    expect(cache.get(1, 10)).toBeUndefined();
  });
});
