import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../../db/testing/test-database.server';
import { createTestSessionRepository } from '../../db/test-session-repository.server';
import { createTestApp, defaultEgenTetoAnswers, validQuizSubmission, validSubmission, type TestApp } from '../../testing/test-app.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

describe.skipIf(!available)(`test sessions API on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function submit(body: Record<string, unknown>, remoteAddress = '203.0.113.10') {
    return testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: body, remoteAddress });
  }

  describe('a result taken from a friend\'s link', () => {
    it('keeps which result it was taken from, and that result lists the latest friends of the same test', async () => {
      const owner = (await submit(validSubmission({ name: 'Mia' }))).json();
      const friend = (await submit({ ...validSubmission({ name: 'Sara' }), comparedWith: owner.id })).json();
      const otherTest = (await submit({ ...validQuizSubmission(3, 'aabbaacc'), comparedWith: owner.id })).json();
      expect(friend.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      const repository = createTestSessionRepository(testApp.database.db);
      const listed = await repository.listComparisons(owner.id, 1, 10);
      expect(listed.map((row) => row.public_id)).toEqual([friend.id]);
      expect(listed[0]).toMatchObject({ name: 'Sara', result_type: friend.resultType });
      expect(otherTest.id).not.toBe(friend.id);
      expect(await repository.listComparisons(friend.id, 1, 10)).toEqual([]);
    });

    it('refuses a friend id that is not a result id', async () => {
      expect((await submit({ ...validSubmission(), comparedWith: 'not-an-id' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/test/submit', () => {
    it('stores the session and returns it with a random id and a one-time owner token', async () => {
      const before = Date.now();
      const response = await submit(validSubmission({ name: '  \u1100\u1161영  ' }));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(body.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The owner token must not stay in any cache (decision 0030).
      expect(response.headers['cache-control']).toBe('no-store');
      expect(body).toMatchObject({
        testTypeId: 1,
        name: '가영',
        gender: 'female',
        answers: defaultEgenTetoAnswers,
        resultType: 'extrovert',
        resultData: null,
        extrovertPercentage: 63,
        introvertPercentage: 37,
        personalComment: null,
      });
      // The client's completedAt is ignored; the server sets the time.
      expect(Date.parse(body.completedAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(Object.keys(body).sort()).toEqual([
        'answers', 'completedAt', 'extrovertPercentage', 'gender', 'id', 'introvertPercentage', 'name',
        'ownerToken', 'personalComment', 'resultData', 'resultType', 'testTypeId',
      ]);
    });

    it('gives every session a different id', async () => {
      const ids = new Set<string>();
      for (let index = 0; index < 5; index += 1) ids.add((await submit(validSubmission())).json().id);
      expect(ids.size).toBe(5);
    });

    it.each([
      ['an empty name', { name: '' }, /^name: /],
      ['a blank name', { name: '   ' }, /^name: must not be empty/],
      ['a name of 21 characters', { name: 'a'.repeat(21) }, /^name: must be at most 20 characters/],
      ['a name with a direction override', { name: 'evil\u202Ename' }, /^name: must not contain/],
      ['an unknown gender', { gender: 'other' }, /^gender: /],
      ['test type 0', { testTypeId: 0 }, /^testTypeId: /],
      ['test type 7', { testTypeId: 7 }, /^testTypeId: /],
      ['a test type written as text', { testTypeId: '1' }, /^testTypeId: /],
      ['no answers', { answers: [] }, /^answers: /],
      ['answers that are not a list', { answers: 'q1-a' }, /^answers: /],
      ['an empty result type', { resultType: '' }, /^resultType: /],
      ['a percentage over 100', { extrovertPercentage: 101 }, /^extrovertPercentage: /],
      ['result data that is a list', { resultData: [1, 2] }, /^resultData: /],
    ])('rejects %s with 400 naming the field', async (_label, override, message) => {
      const response = await submit(validSubmission(override));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('checks answers against the quiz and recomputes the result', async () => {
      // Thinking-feeling: six T picks of eight.
      const response = await submit(
        validQuizSubmission(3, 'aabbaacc', { resultData: { percentage: 1 }, extrovertPercentage: 1, introvertPercentage: 99 }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        resultType: 'T',
        resultData: { percentage: 75 },
        extrovertPercentage: 75,
        introvertPercentage: 25,
      });
    });

    it('rejects a forged resultType and answers the quiz does not have', async () => {
      const forged = await submit(validQuizSubmission(3, 'aabbaacc', { resultType: 'F' }));
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe('resultType: does not match the answers');

      const unknownOption = await submit(validQuizSubmission(3, 'aabbaacc', { answers: ['q1-a', 'x', 'q3-b', 'q4-b', 'q5-a', 'q6-a', 'q7-c', 'q8-c'] }));
      expect(unknownOption.statusCode).toBe(400);
      expect(unknownOption.json().message).toBe('answers: answer 2 is not an option of question 2');

      const tooFew = await submit(validQuizSubmission(3, 'aabbaacc', { answers: ['q1-a'] }));
      expect(tooFew.statusCode).toBe(400);
      expect(tooFew.json().message).toMatch(/^answers: must have one answer per question/);
    });

    it('stores each of many simultaneous submissions (written together) under its own id', async () => {
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, index) => submit(validSubmission({ name: `batch${index}` }))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(201));
      for (const response of responses) {
        const { id, name } = response.json();
        const stored = await testApp.app.inject({ method: 'GET', url: `/api/test/${id}` });
        expect(stored.json().name).toBe(name);
      }
    });
  });

  describe('GET /api/test/{id}', () => {
    it('returns the stored session without token or address data', async () => {
      const created = (await submit(validSubmission())).json();
      const response = await testApp.app.inject({ method: 'GET', url: `/api/test/${created.id}` });
      expect(response.statusCode).toBe(200);
      const { ownerToken: _ownerToken, ...expected } = created;
      expect(response.json()).toEqual(expected);
      expect(response.body).not.toContain('203.0.113');
      expect(response.body).not.toMatch(/hash|token/i);
    });

    it.each(['AAAAAAAAAAAAAAAA', 'short', '1', '%00', 'a'.repeat(90)])('answers 404 JSON for %s', async (id) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/test/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Result not found' });
    });

    it('answers 414 JSON for an id too long to be a path parameter', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/test/${'a'.repeat(300)}` });
      expect(response.statusCode).toBe(414);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
  });

  describe('PATCH /api/test/comment/{id}', () => {
    async function patch(id: string, body: unknown, authorization?: string) {
      return testApp.app.inject({
        method: 'PATCH',
        url: `/api/test/comment/${id}`,
        payload: body as Record<string, unknown>,
        headers: authorization ? { authorization } : {},
      });
    }

    it('needs the owner token: 401 without, 403 with another, 200 with its own, 409 the second time', async () => {
      const mine = (await submit(validSubmission())).json();
      const theirs = (await submit(validSubmission())).json();

      const withoutToken = await patch(mine.id, { personalComment: 'hello' });
      expect(withoutToken.statusCode).toBe(401);
      expect(withoutToken.json().message).toMatch(/owner token/);

      const malformed = await patch(mine.id, { personalComment: 'hello' }, `Token ${mine.ownerToken}`);
      expect(malformed.statusCode).toBe(401);

      const wrongToken = await patch(mine.id, { personalComment: 'hello' }, `Bearer ${theirs.ownerToken}`);
      expect(wrongToken.statusCode).toBe(403);

      // The scheme in any case (RFC 7235).
      const saved = await patch(mine.id, { personalComment: '  처음 남기는 한마디  ' }, `bearer ${mine.ownerToken}`);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ id: mine.id, personalComment: '처음 남기는 한마디' });
      expect(saved.json()).not.toHaveProperty('ownerToken');

      const again = await patch(mine.id, { personalComment: 'changed' }, `Bearer ${mine.ownerToken}`);
      expect(again.statusCode).toBe(409);

      const stored = await testApp.app.inject({ method: 'GET', url: `/api/test/${mine.id}` });
      expect(stored.json().personalComment).toBe('처음 남기는 한마디');
    });

    it('lets only one of two simultaneous requests set the comment', async () => {
      const mine = (await submit(validSubmission())).json();
      const results = await Promise.all(
        ['first', 'second', 'third'].map((text) => patch(mine.id, { personalComment: text }, `Bearer ${mine.ownerToken}`)),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409, 409]);
    });

    it('answers 400 for an empty or too long comment and 404 for an unknown session', async () => {
      const mine = (await submit(validSubmission())).json();
      const auth = `Bearer ${mine.ownerToken}`;
      expect((await patch(mine.id, { personalComment: '   ' }, auth)).statusCode).toBe(400);
      expect((await patch(mine.id, { personalComment: 'x'.repeat(101) }, auth)).statusCode).toBe(400);
      expect((await patch(mine.id, {}, auth)).json().message).toMatch(/^personalComment: /);
      expect((await patch(mine.id, { personalComment: 'x'.repeat(100) }, auth)).statusCode).toBe(200);
      expect((await patch('AAAAAAAAAAAAAAAA', { personalComment: 'hi' }, auth)).statusCode).toBe(404);
    });
  });

  describe('GET /api/recent/{testTypeId}', () => {
    it('lists the newest results of that test only, with public fields only', async () => {
      const personality = await createTestApp();
      try {
        const post = (body: Record<string, unknown>) =>
          personality.app.inject({ method: 'POST', url: '/api/test/submit', payload: body });
        for (const name of ['first', 'second', 'third']) await post(validSubmission({ name }));
        await post(validQuizSubmission(2, 'abadadcdda', { name: 'animal' }));

        const response = await personality.app.inject({ method: 'GET', url: '/api/recent/1' });
        expect(response.statusCode).toBe(200);
        const list = response.json();
        expect(list.map((entry: { name: string }) => entry.name)).toEqual(['third', 'second', 'first']);
        expect(Object.keys(list[0]).sort()).toEqual([
          'commentCount', 'completedAt', 'gender', 'id', 'name', 'personalComment', 'resultData', 'resultType',
        ]);
        expect(list[0].commentCount).toBe(0);

        // The count follows the comments (after the short per-process cache, here switched off).
        const counted = await createTestApp({ RECENT_CACHE_MS: '0' });
        try {
          const id = (await counted.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission() })).json().id;
          for (const comment of ['one', 'two']) {
            await counted.app.inject({ method: 'POST', url: `/api/comments/${id}`, payload: { authorName: 'a', comment } });
          }
          const recent = (await counted.app.inject({ method: 'GET', url: '/api/recent/1' })).json();
          expect(recent[0]).toMatchObject({ id, commentCount: 2 });
        } finally {
          await counted.close();
        }

        const animal = (await personality.app.inject({ method: 'GET', url: '/api/recent/2' })).json();
        expect(animal).toEqual([expect.objectContaining({ name: 'animal', resultData: { animal: 'cat' } })]);
        expect((await personality.app.inject({ method: 'GET', url: '/api/recent/6' })).json()).toEqual([]);
      } finally {
        await personality.close();
      }
    });

    it('shows a new result at once, even right after the list was read', async () => {
      const fresh = await createTestApp();
      try {
        const read = async () => (await fresh.app.inject({ method: 'GET', url: '/api/recent/1' })).json().map((entry: { name: string }) => entry.name);
        await fresh.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ name: 'older' }) });
        expect(await read()).toEqual(['older']);
        await fresh.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ name: 'newer' }) });
        expect(await read()).toEqual(['newer', 'older']);
      } finally {
        await fresh.close();
      }
    });

    it('is bounded: 10 by default, ?limit up to 50', async () => {
      const bounded = await createTestApp();
      try {
        for (let index = 0; index < 55; index += 1) {
          await bounded.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ name: `n${index}` }) });
        }
        const get = (url: string) => bounded.app.inject({ method: 'GET', url });
        expect((await get('/api/recent/1')).json()).toHaveLength(10);
        expect((await get('/api/recent/1?limit=3')).json().map((entry: { name: string }) => entry.name)).toEqual(['n54', 'n53', 'n52']);
        expect((await get('/api/recent/1?limit=50')).json()).toHaveLength(50);
        for (const limit of ['0', '51', 'abc', '2.5']) {
          const response = await get(`/api/recent/1?limit=${limit}`);
          expect(response.statusCode).toBe(400);
          expect(response.json().message).toMatch(/^limit: /);
        }
      } finally {
        await bounded.close();
      }
    });

    it.each(['0', '7', 'abc', '1.5', '-1'])('answers 400 for test type %s', async (testTypeId) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/recent/${testTypeId}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^testTypeId: /);
    });
  });
});
