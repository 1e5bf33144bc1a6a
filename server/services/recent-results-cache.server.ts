import type { RecentSessionRow } from '../db/schema.server';

/** Recent lists by test type and length; in this process, or shared through Redis (server/shared-state). */
export interface RecentResultsCache {
  get(testTypeId: number, limit: number): Promise<RecentSessionRow[] | undefined>;
  set(testTypeId: number, limit: number, rows: RecentSessionRow[]): Promise<void>;
  /** A result of this test was stored: every list of it is out of date. */
  forgetTestType(testTypeId: number): Promise<void>;
}

/**
 * Recent lists are read far more often than results are submitted. This process forgets a test's lists as soon
 * as it stores a result of that test; results stored by other processes appear within `ttlMs` (per process,
 * docs/decisions/0006; with REDIS_URL every process shares one cache, decision 0030). The browser caches the list
 * for 30 s anyway (docs/spec/core.md §7).
 */
export function createRecentResultsCache(ttlMs: number, now: () => number = Date.now): RecentResultsCache {
  const lists = new Map<string, { rows: RecentSessionRow[]; expiresAt: number }>();
  const keyOf = (testTypeId: number, limit: number) => `${testTypeId}:${limit}`;

  return {
    async get(testTypeId, limit) {
      const entry = lists.get(keyOf(testTypeId, limit));
      return entry && entry.expiresAt > now() ? entry.rows : undefined;
    },
    async set(testTypeId, limit, rows) {
      if (ttlMs > 0) lists.set(keyOf(testTypeId, limit), { rows, expiresAt: now() + ttlMs });
    },
    async forgetTestType(testTypeId) {
      for (const key of lists.keys()) if (key.startsWith(`${testTypeId}:`)) lists.delete(key);
    },
  };
}
