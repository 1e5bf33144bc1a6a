import type { RecentSessionRow } from '../db/schema.server';

/**
 * Recent lists are read far more often than results are submitted. This process forgets a test's lists as soon
 * as it stores a result of that test; results stored by other processes appear within `ttlMs` (per process,
 * docs/decisions/0006). The browser caches the list for 30 s anyway (spec-core section 7).
 */
export function createRecentResultsCache(ttlMs: number, now: () => number = Date.now) {
  const lists = new Map<string, { rows: RecentSessionRow[]; expiresAt: number }>();
  const keyOf = (testTypeId: number, limit: number) => `${testTypeId}:${limit}`;

  return {
    get(testTypeId: number, limit: number): RecentSessionRow[] | undefined {
      const entry = lists.get(keyOf(testTypeId, limit));
      return entry && entry.expiresAt > now() ? entry.rows : undefined;
    },
    set(testTypeId: number, limit: number, rows: RecentSessionRow[]): void {
      if (ttlMs > 0) lists.set(keyOf(testTypeId, limit), { rows, expiresAt: now() + ttlMs });
    },
    forgetTestType(testTypeId: number): void {
      for (const key of lists.keys()) if (key.startsWith(`${testTypeId}:`)) lists.delete(key);
    },
  };
}

export type RecentResultsCache = ReturnType<typeof createRecentResultsCache>;
