import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../../testing/test-app.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

describe.skipIf(!available)(`comments API on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  let sessionId: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    sessionId = (await testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission() })).json().id;
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = '211.36.142.7') =>
    testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

  it('POST /api/comments stores a comment and shows only the masked address', async () => {
    const response = await post('/api/comments', {
      sessionId,
      authorName: '  민수 ',
      comment: ' 완전 공감해요! ',
      createdAt: '1999-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    const comment = response.json();
    expect(comment).toEqual({
      id: expect.any(Number),
      sessionId,
      authorName: '민수',
      comment: '완전 공감해요!',
      createdAt: expect.stringMatching(/^20\d\d-/),
      authorIp: '211.36',
    });
    expect(response.body).not.toContain('211.36.142.7');
  });

  it('POST /api/comments/{sessionId} stores a comment for that session, IPv6 masked to two groups', async () => {
    const response = await post(`/api/comments/${sessionId}`, { authorName: 'Ana', comment: 'Me too' }, '2001:db8:85a3::8a2e:370:7334');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ sessionId, authorName: 'Ana', comment: 'Me too', authorIp: '2001:db8' });
  });

  it('GET /api/comments/{sessionId} lists the comments, newest first, without any address', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/comments/${sessionId}` });
    expect(response.statusCode).toBe(200);
    const comments = response.json();
    expect(comments.map((comment: { authorName: string }) => comment.authorName)).toEqual(['Ana', '민수']);
    expect(response.body).not.toMatch(/211\.36\.142|8a2e|hash/);
  });

  it('keeps only a keyed hash and the masked prefix in the database, never the address', async () => {
    const rows = await testApp.database.db.selectFrom('comments').selectAll().execute();
    const sessions = await testApp.database.db.selectFrom('sessions').selectAll().execute();
    const stored = JSON.stringify([rows, sessions]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(stored).not.toContain('211.36.142.7');
    expect(stored).not.toContain('8a2e');
    expect(stored).not.toContain('203.0.113');
    expect(rows.every((row) => row.author_address_hash.length >= 40)).toBe(true);
  });

  it('answers 404 for comments of an unknown session', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/comments/AAAAAAAAAAAAAAAA' })).statusCode).toBe(404);
    expect((await post('/api/comments/AAAAAAAAAAAAAAAA', { authorName: 'a', comment: 'b' })).statusCode).toBe(404);
    expect((await post('/api/comments', { sessionId: 'AAAAAAAAAAAAAAAA', authorName: 'a', comment: 'b' })).statusCode).toBe(404);
  });

  it.each([
    ['an empty author name', { authorName: '', comment: 'ok' }, /^authorName: /],
    ['an author name of 21 characters', { authorName: 'a'.repeat(21), comment: 'ok' }, /^authorName: must be at most 20/],
    ['a blank comment', { authorName: 'ok', comment: '  ' }, /^comment: must not be empty/],
    ['a comment of 101 characters', { authorName: 'ok', comment: 'c'.repeat(101) }, /^comment: must be at most 100/],
    ['no comment', { authorName: 'ok' }, /^comment: /],
    ['a comment that is a number', { authorName: 'ok', comment: 5 }, /^comment: /],
  ])('rejects %s with 400 naming the field', async (_label, payload, message) => {
    const response = await post(`/api/comments/${sessionId}`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('stores HTML as plain text, unchanged', async () => {
    const payload = { authorName: '<b>x</b>', comment: '<script>alert(1)</script>' };
    const created = (await post(`/api/comments/${sessionId}`, payload)).json();
    expect(created).toMatchObject(payload);
  });
});
