import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSessionRepository } from '../db/test-session-repository.server';
import { createTestApp, validQuizSubmission, type TestApp } from '../testing/test-app.server';
import { createResultStatistics } from './result-statistics.service.server';

// docs/spec/product-rules.md D5, decision 0034: how common a result is, counted from stored sessions on both databases.
describe('result statistics from stored sessions', () => {
  let test: TestApp;
  // Thinking-feeling: all "a" is T, all "c" is F (its scoring table).
  const thinking = (language?: string) => validQuizSubmission(3, 'aaaaaaaa', language ? { language } : {});
  const feeling = (language?: string) => validQuizSubmission(3, 'cccccccc', language ? { language } : {});

  const submit = async (body: Record<string, unknown>) => {
    const response = await test.app.inject({ method: 'POST', url: '/api/test/submit', payload: body });
    expect(response.statusCode).toBe(201);
  };
  const statistics = () => createResultStatistics({ repository: createTestSessionRepository(test.database.db), cacheMilliseconds: 0 });

  beforeAll(async () => {
    test = await createTestApp();
    expect([thinking().resultType, feeling().resultType]).toEqual(['T', 'F']);
  });
  afterAll(async () => test?.close());

  it('keeps the language a test was taken in, and refuses one the site does not have', async () => {
    await submit(thinking('en'));
    const stored = await test.database.db.selectFrom('sessions').select(['language', 'result_type']).execute();
    expect(stored).toEqual([{ language: 'en', result_type: 'T' }]);
    const refused = await test.app.inject({ method: 'POST', url: '/api/test/submit', payload: thinking('xx') });
    expect([refused.statusCode, refused.json().message]).toEqual([400, expect.stringContaining('language')]);
  });

  it('says nothing below 30 results, then the share among the language, else among all', async () => {
    // 1 T in English so far; 28 more T and 1 F in English make 30.
    for (let index = 0; index < 28; index += 1) await submit(thinking('en'));
    expect(await statistics().describeShare(3, 'T', 'en')).toBeNull();
    await submit(feeling('en'));
    expect(await statistics().describeShare(3, 'T', 'en')).toEqual({ scope: 'language', percentage: 97, count: 30 });
    expect(await statistics().describeShare(3, 'F', 'en')).toEqual({ scope: 'language', percentage: 3, count: 30 });

    // Korean has 2 results: too few of its own, so all 32 count (and sessions without a language count in "all").
    await submit(feeling('ko'));
    await submit(feeling());
    expect(await statistics().describeShare(3, 'F', 'ko')).toEqual({ scope: 'all', percentage: 9, count: 32 });
    // Another test has none at all.
    expect(await statistics().describeShare(2, 'cat', 'en')).toBeNull();
  });
});
