import { describe, expect, it } from 'vitest';
import { createResultStatistics } from './result-statistics.service.server';

describe('result statistics (D5)', () => {
  function fakeCounts(counts: Record<string, Record<string, number>>) {
    const calls: string[] = [];
    return {
      calls,
      repository: {
        async countResults(testTypeId: number, language: string | null) {
          calls.push(`${testTypeId}:${language ?? '*'}`);
          const byType = counts[language ?? '*'];
          if (!byType) throw new Error('database unavailable');
          return Object.entries(byType).map(([resultType, count]) => ({ resultType, count }));
        },
        async countSessionsByTestType() {
          calls.push('takers');
          return [
            { testTypeId: 1, count: 30 },
            { testTypeId: 2, count: 29 },
          ];
        },
      },
    };
  }

  it('rounds to whole percent, never shows 0 % for a result somebody got, and 0 % for one nobody got', async () => {
    const { repository } = fakeCounts({ en: { T: 299, F: 1 } });
    const statistics = createResultStatistics({ repository });
    expect(await statistics.describeShare(3, 'F', 'en')).toEqual({ scope: 'language', percentage: 1, count: 300 });
    expect(await statistics.describeShare(3, 'T', 'en')).toEqual({ scope: 'language', percentage: 100, count: 300 });
    expect(await statistics.describeShare(3, 'X', 'en')).toEqual({ scope: 'language', percentage: 0, count: 300 });
  });

  it('reuses counts for the cache time, then counts again; a failed count is asked again at once', async () => {
    let clock = 0;
    const fake = fakeCounts({ en: { T: 30 }, ja: {} });
    const statistics = createResultStatistics({ repository: fake.repository, now: () => clock, cacheMilliseconds: 1000 });
    await statistics.describeShare(3, 'T', 'en');
    await statistics.describeShare(3, 'F', 'en');
    clock = 999;
    await statistics.describeShare(3, 'T', 'en');
    expect(fake.calls).toEqual(['3:en']);
    clock = 1000;
    await statistics.describeShare(3, 'T', 'en');
    expect(fake.calls).toEqual(['3:en', '3:en']);

    // Japanese has no counts here and "all" fails: both are asked again on the next page.
    await expect(statistics.describeShare(3, 'T', 'ja')).rejects.toThrow('database unavailable');
    await expect(statistics.describeShare(3, 'T', 'ja')).rejects.toThrow('database unavailable');
    expect(fake.calls.filter((call) => call === '3:*')).toHaveLength(2);
  });

  it('counts the people who took each test, only for tests with at least 30 results', async () => {
    const fake = fakeCounts({});
    const statistics = createResultStatistics({ repository: fake.repository });
    expect(await statistics.countTestTakers()).toEqual({ 1: 30 });
    await statistics.countTestTakers();
    expect(fake.calls).toEqual(['takers']);
  });
});
