import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../testing/test-app.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());
const runsPerEndpoint = 250;

describe.skipIf(!available)(`API robustness on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  let session: { id: string; ownerToken: string };
  beforeAll(async () => {
    testApp = await createTestApp();
    session = (await testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(), remoteAddress: '203.0.113.77' })).json();
  });
  afterAll(() => testApp.close());

  const raw = (method: 'POST' | 'PATCH', url: string, body: string, contentType = 'application/json', headers: Record<string, string> = {}) =>
    testApp.app.inject({ method, url, body, headers: { 'content-type': contentType, ...headers } });

  function expectJsonError(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, status: number) {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: expect.any(String) });
  }

  it('answers 400 JSON for malformed JSON, an empty body and a non-object body', async () => {
    expectJsonError(await raw('POST', '/api/test/submit', '{"name": '), 400);
    expectJsonError(await raw('POST', '/api/test/submit', ''), 400);
    expectJsonError(await raw('POST', '/api/test/submit', '[1,2,3]'), 400);
    expectJsonError(await raw('POST', '/api/comments', 'null'), 400);
  });

  it('answers 415 for a body that is not JSON', async () => {
    expectJsonError(await raw('POST', '/api/test/submit', 'name=x', 'application/x-www-form-urlencoded'), 415);
    expectJsonError(await raw('POST', '/api/comments', 'hello', 'text/plain'), 415);
  });

  it('answers 413 for an oversize body', async () => {
    const body = JSON.stringify(validSubmission({ name: 'x'.repeat(20_000) }));
    expectJsonError(await raw('POST', '/api/test/submit', body), 413);
  });

  it('refuses __proto__ and constructor.prototype keys without polluting anything', async () => {
    const polluted = await raw('POST', '/api/test/submit', `{"__proto__": {"isAdmin": true}, "testTypeId": 1}`);
    expectJsonError(polluted, 400);
    const nested = await raw('POST', '/api/comments', `{"constructor": {"prototype": {"x": 1}}, "authorName": "a"}`);
    expectJsonError(nested, 400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  // Decision 0030: a name of Hangul fillers showed as a blank entry; a lone surrogate read back as 40 characters.
  it('refuses names and comments made only of invisible characters, naming the field', async () => {
    const blankName = JSON.stringify(validSubmission({ name: '\u3164\u3164\u200B' }));
    const submitted = await raw('POST', '/api/test/submit', blankName);
    expectJsonError(submitted, 400);
    expect(submitted.json()).toEqual({ message: 'name: must contain visible characters' });

    const blankComment = await raw('POST', `/api/comments/${session.id}`, JSON.stringify({ authorName: 'Mina', comment: '\u2800\u115F\uFE0F' }));
    expect(blankComment.json()).toEqual({ message: 'comment: must contain visible characters' });
    const blankPersonal = await raw('PATCH', `/api/test/comment/${session.id}`, JSON.stringify({ personalComment: '\u3164' }), 'application/json', {
      authorization: `Bearer ${session.ownerToken}`,
    });
    expect(blankPersonal.json()).toEqual({ message: 'personalComment: must contain visible characters' });
  });

  it('refuses ill-formed UTF-16 (lone surrogates) instead of storing something other than what it echoes', async () => {
    // Escaped in the JSON text itself, as a client would send it.
    const body = JSON.stringify(validSubmission({ name: 'NAME' })).replace('NAME', 'ab\\ud800cd');
    const response = await raw('POST', '/api/test/submit', body);
    expectJsonError(response, 400);
    expect(response.json()).toEqual({ message: 'name: must be well-formed text (no lone surrogates)' });
    const comment = await raw('POST', '/api/comments', JSON.stringify({ sessionId: session.id, authorName: 'Mina', comment: 'X' }).replace('"X"', '"\\udc00"'));
    expect(comment.json()).toEqual({ message: 'comment: must be well-formed text (no lone surrogates)' });
    // A pair is one character and round-trips unchanged on both databases.
    const paired = await testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ name: '😀'.repeat(20) }) });
    expect(paired.statusCode).toBe(201);
    const read = await testApp.app.inject({ method: 'GET', url: `/api/test/${paired.json().id}` });
    expect(read.json().name).toBe('😀'.repeat(20));
  });

  it('answers 404 JSON for an unknown API path and method', async () => {
    expectJsonError(await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' }), 404);
    expectJsonError(await testApp.app.inject({ method: 'DELETE', url: `/api/test/${session.id}` }), 404);
  });

  it('sends security headers on every response', async () => {
    for (const response of [
      await testApp.app.inject({ method: 'GET', url: `/api/test/${session.id}` }),
      await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await raw('POST', '/api/test/submit', '{'),
    ]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('never writes a client address to the logs', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/recent/1', remoteAddress: '203.0.113.77' });
    await raw('POST', '/api/test/submit', '{');
    expect(testApp.logs()).toContain('"url":"/api/recent/1"');
    expect(testApp.logs()).not.toContain('203.0.113.77');
    expect(testApp.logs()).not.toContain('remoteAddress');
  });

  describe('random input never produces a 5xx', () => {
    const anyJson = fc.jsonValue({ maxDepth: 3 });
    const fieldValue = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 25 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }),
      anyJson,
    );
    const submission = fc.record(
      {
        testTypeId: fc.oneof(fc.integer({ min: -2, max: 9 }), fieldValue),
        name: fieldValue,
        gender: fc.oneof(fc.constantFrom('male', 'female', 'other'), fieldValue),
        answers: fc.oneof(fc.array(fc.string({ maxLength: 6 }), { maxLength: 8 }), fieldValue),
        resultType: fc.oneof(fc.constantFrom('T', 'F', 'extrovert'), fieldValue),
        resultData: fc.oneof(fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.string(), fc.integer())), fieldValue),
        extrovertPercentage: fieldValue,
        introvertPercentage: fieldValue,
      },
      { requiredKeys: [] },
    );
    const pathSegment = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: 'binary', maxLength: 10 }), fc.constant(''));

    async function expectNoServerError(request: InjectOptions) {
      const response = await testApp.app.inject(request);
      if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body}`);
      expect(() => response.json()).not.toThrow();
      expect(response.body).not.toMatch(/\bat .+:\d+:\d+\)|SQLITE|syntax error at/);
    }

    it('POST /api/test/submit', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(submission, anyJson), async (body) => {
          await expectNoServerError({ method: 'POST', url: '/api/test/submit', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
        }),
        { numRuns: runsPerEndpoint },
      );
    });

    it('GET /api/test/{id} and GET /api/comments/{id}', async () => {
      await fc.assert(
        fc.asyncProperty(pathSegment, async (segment) => {
          const encoded = encodeURIComponent(segment);
          await expectNoServerError({ method: 'GET', url: `/api/test/${encoded}` });
          await expectNoServerError({ method: 'GET', url: `/api/comments/${encoded}` });
        }),
        { numRuns: runsPerEndpoint },
      );
    });

    it('GET /api/recent/{testTypeId}', async () => {
      await fc.assert(
        fc.asyncProperty(pathSegment, pathSegment, async (testTypeId, limit) => {
          await expectNoServerError({ method: 'GET', url: `/api/recent/${encodeURIComponent(testTypeId)}?limit=${encodeURIComponent(limit)}` });
        }),
        { numRuns: runsPerEndpoint },
      );
    });

    it('PATCH /api/test/comment/{id}', async () => {
      const authorization = fc.oneof(
        fc.constant(`Bearer ${'A'.repeat(43)}`),
        fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
        fc.string({ maxLength: 60 }),
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.constant(session.id), pathSegment), authorization, fc.oneof(fc.record({ personalComment: fieldValue }), anyJson), async (id, auth, body) => {
          await expectNoServerError({
            method: 'PATCH',
            url: `/api/test/comment/${encodeURIComponent(id)}`,
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json', authorization: auth.replace(/[\r\n]/g, '') },
          });
        }),
        { numRuns: runsPerEndpoint },
      );
    });

    it('POST /api/comments and POST /api/comments/{id}', async () => {
      const comment = fc.record(
        { sessionId: fc.oneof(fc.constant(session.id), fieldValue), authorName: fieldValue, comment: fieldValue, createdAt: fieldValue },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(comment, anyJson), pathSegment, async (body, segment) => {
          const payload = JSON.stringify(body);
          const headers = { 'content-type': 'application/json' };
          await expectNoServerError({ method: 'POST', url: '/api/comments', payload, headers });
          await expectNoServerError({ method: 'POST', url: `/api/comments/${encodeURIComponent(segment) || session.id}`, payload, headers });
        }),
        { numRuns: runsPerEndpoint },
      );
    });
  });
});
