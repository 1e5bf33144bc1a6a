import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, readApiFailure } from './api-client';

const calls: { url: string; init: RequestInit }[] = [];
function answerWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  });
}
afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('callApi: the typed client of the route table', () => {
  it('fills the path, the query and the owner token from the route table', async () => {
    answerWith(200, []);
    await callApi('listRecent', { params: { testTypeId: 3 }, query: { limit: 5 } });
    answerWith(200, { id: 'x' });
    await callApi('setPersonalComment', { params: { sessionId: 'a/b' }, body: { personalComment: 'hi' }, ownerToken: 'tok' });
    expect(calls.map(({ url, init }) => [init.method, url])).toEqual([
      ['GET', '/api/recent/3?limit=5'],
      ['PATCH', '/api/test/comment/a%2Fb'],
    ]);
    const headers = new Headers(calls[1]!.init.headers);
    expect([headers.get('authorization'), headers.get('content-type'), calls[1]!.init.body]).toEqual(['Bearer tok', 'application/json', '{"personalComment":"hi"}']);
  });

  it('throws an ApiError with the status, the headers and the server message on any other status', async () => {
    answerWith(429, { message: 'Too many comments' }, { 'retry-after': '7' });
    const error = await callApi('createComment', { body: { sessionId: 'AAAAAAAAAAAAAAAA', authorName: 'a', comment: 'c' } }).catch((caught: unknown) => caught);
    expect(String(error)).toContain('createComment answered 429: Too many comments');
    expect(readApiFailure(error)?.status).toBe(429);
    expect(readApiFailure(error)?.headers.get('retry-after')).toBe('7');
    expect(readApiFailure(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('treats a 200 where the route answers 201 as a failure, so a proxy page is never read as a result', async () => {
    answerWith(200, '<html>proxy</html>');
    const error = await callApi('submitTest', { body: { testTypeId: 1, name: 'a', gender: 'male', answers: ['q1-a'], resultType: 'extrovert' } }).catch((caught: unknown) => caught);
    expect(readApiFailure(error)?.status).toBe(200);
  });
});
