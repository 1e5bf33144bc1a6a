import { minimumResultsForShare, type ResultShare } from '../../shared/contracts/result-share';
import type { TestSessionRepository } from '../db/test-session-repository.server';

interface Dependencies {
  repository: Pick<TestSessionRepository, 'countResults' | 'countSessionsByTestType'>;
  now?: () => number;
  /** How long counts are reused: every result page asks, and a count a minute old is still true enough. */
  cacheMilliseconds?: number;
}

type Counts = ReadonlyMap<string, number>;

/**
 * docs/spec/product-rules.md D5, decision 0034: "N% of the M people who took this test got this result", from
 * stored results only.
 */
export function createResultStatistics({ repository, now = Date.now, cacheMilliseconds = 60_000 }: Dependencies) {
  const cache = new Map<string, { expires: number; counts: Promise<Counts> }>();

  /** Counts by key, reused for the cache time; a failed count is not kept, so the next page asks again. */
  function cached(key: string, count: () => Promise<{ key: string; count: number }[]>): Promise<Counts> {
    const entry = cache.get(key);
    if (entry && entry.expires > now()) return entry.counts;
    const counts = count().then((rows) => new Map(rows.map((row) => [row.key, row.count])));
    cache.set(key, { expires: now() + cacheMilliseconds, counts });
    counts.catch(() => cache.delete(key));
    return counts;
  }

  const countsOf = (testTypeId: number, language: string | null) =>
    cached(`${testTypeId}:${language ?? '*'}`, async () =>
      (await repository.countResults(testTypeId, language)).map((row) => ({ key: row.resultType, count: row.count })),
    );

  function shareIn(counts: Counts, resultType: string, scope: ResultShare['scope']): ResultShare | null {
    const count = [...counts.values()].reduce((sum, value) => sum + value, 0);
    if (count < minimumResultsForShare) return null;
    const got = counts.get(resultType) ?? 0;
    const percentage = got === 0 ? 0 : Math.max(1, Math.round((got / count) * 100));
    return { scope, percentage, count };
  }

  return {
    /** How many people took each test, for the tests with at least as many results as a share needs (by test type id). */
    async countTestTakers(): Promise<Record<number, number>> {
      const counts = await cached('takers', async () =>
        (await repository.countSessionsByTestType()).map((row) => ({ key: String(row.testTypeId), count: row.count })),
      );
      return Object.fromEntries([...counts].filter(([, count]) => count >= minimumResultsForShare).map(([testTypeId, count]) => [Number(testTypeId), count]));
    },

    /** The share of `resultType` among the test's results in `language` when it has enough, else among all; or null. */
    async describeShare(testTypeId: number, resultType: string, language: string): Promise<ResultShare | null> {
      const inLanguage = shareIn(await countsOf(testTypeId, language), resultType, 'language');
      return inLanguage ?? shareIn(await countsOf(testTypeId, null), resultType, 'all');
    },
  };
}
