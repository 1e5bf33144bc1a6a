import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../../testing/test-app.server';
import { hiddenName } from '../../../shared/contracts/moderation';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

/** Lists of this test's own: what they hold is the test's to know (the default lists are checked in tooling/). */
function writeLists(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'moderation-lists-'));
  writeFileSync(path.join(directory, 'en.refuse.txt'), '# test\nslurword\n');
  writeFileSync(path.join(directory, 'ko.refuse.txt'), '씨발\n');
  writeFileSync(path.join(directory, 'en.hold.txt'), 'casino\n');
  return directory;
}

describe.skipIf(!available)(`moderation on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ MODERATION_LISTS_DIR: writeLists(), REPORT_THRESHOLD: '3', COMMENT_LIMIT_PER_RESULT: '6', COMMENT_DAILY_LIMIT_PER_ADDRESS: '8' });
  });
  afterAll(() => testApp.close());

  const submit = async (overrides: Record<string, unknown> = {}, remoteAddress = '198.51.100.1') =>
    testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(overrides), remoteAddress });
  const newResult = async (name = 'Mina') => (await submit({ name })).json() as { id: string; ownerToken: string };
  const comment = (sessionId: string, text: string, remoteAddress = '198.51.100.2', authorName = 'Ana') =>
    testApp.app.inject({ method: 'POST', url: `/api/comments/${sessionId}`, payload: { authorName, comment: text }, remoteAddress });
  const report = (url: string, remoteAddress: string, payload?: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url, remoteAddress, ...(payload ? { payload } : {}) });
  const listed = async (sessionId: string) => ((await testApp.app.inject({ method: 'GET', url: `/api/comments/${sessionId}` })).json() as { comment: string }[]).map((row) => row.comment);
  const logRows = () => testApp.database.db.selectFrom('moderation_log').selectAll().orderBy('id').execute();

  it('hides a comment once three distinct addresses reported it, and counts one report per address', async () => {
    const { id } = await newResult();
    const posted = (await comment(id, 'spam spam spam')).json() as { id: number };
    expect((await report(`/api/comments/${posted.id}/report`, '203.0.113.1', { reason: 'spam' })).statusCode).toBe(202);
    // The same address again, and the first address once more: still one report each.
    expect((await report(`/api/comments/${posted.id}/report`, '203.0.113.1')).statusCode).toBe(202);
    expect((await report(`/api/comments/${posted.id}/report`, '203.0.113.2')).statusCode).toBe(202);
    expect(await listed(id)).toEqual(['spam spam spam']);
    expect((await report(`/api/comments/${posted.id}/report`, '203.0.113.3')).json()).toEqual({ status: 'received' });
    expect(await listed(id)).toEqual([]);
    const recent = (await testApp.app.inject({ method: 'GET', url: '/api/recent/1?limit=20' })).json() as { id: string; commentCount: number }[];
    expect(recent.find((entry) => entry.id === id)?.commentCount).toBe(0);
    expect((await logRows()).at(-1)).toMatchObject({ actor: 'reports', action: 'hide-comment', item_kind: 'comment', item_id: String(posted.id), session_public_id: id, reason: '3 reports' });
  });

  it('refuses an unknown comment or result, and a reason not on the list', async () => {
    expect((await report('/api/comments/999999/report', '203.0.113.9')).statusCode).toBe(404);
    expect((await report('/api/test/AAAAAAAAAAAAAAAA/report', '203.0.113.9')).statusCode).toBe(404);
    const { id } = await newResult();
    expect((await report(`/api/test/${id}/report`, '203.0.113.9', { reason: 'boring' })).statusCode).toBe(400);
  });

  it('shows a reported result as anonymous: its name and personal comment go, the result stays', async () => {
    const { id, ownerToken } = await newResult('Bully');
    await testApp.app.inject({ method: 'PATCH', url: `/api/test/comment/${id}`, payload: { personalComment: 'mean words' }, headers: { authorization: `Bearer ${ownerToken}` } });
    for (const address of ['203.0.113.11', '203.0.113.12', '203.0.113.13']) expect((await report(`/api/test/${id}/report`, address, { reason: 'hurtful' })).statusCode).toBe(202);
    const session = (await testApp.app.inject({ method: 'GET', url: `/api/test/${id}` })).json() as { name: string; personalComment: string | null; resultType: string };
    expect(session).toMatchObject({ name: hiddenName, personalComment: null, resultType: 'extrovert' });
    const recent = (await testApp.app.inject({ method: 'GET', url: '/api/recent/1?limit=50' })).json() as { id: string; name: string }[];
    expect(recent.find((entry) => entry.id === id)?.name).toBe(hiddenName);
  });

  it('refuses links, addresses and messenger ids with a 400 naming the field', async () => {
    const { id } = await newResult();
    for (const [text, field] of [['visit spam . com now', 'comment'], ['add me t.me/spammer', 'comment']] as const) {
      const response = await comment(id, text, '198.51.100.30');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(new RegExp(`^${field}:`)), code: 'link' });
    }
    const named = await comment(id, 'hello', '198.51.100.30', 'insta @spam99');
    expect(named.json()).toMatchObject({ message: expect.stringMatching(/^authorName:/), code: 'link' });
    const name = await submit({ name: 'www.spam.io' });
    expect([name.statusCode, name.json().code]).toEqual([400, 'link']);
  });

  it('refuses the refuse lists\' words however they are written, and holds the hold lists\' out of sight', async () => {
    const { id } = await newResult();
    for (const text of ['you SLURWORD', 's l u r w o r d', 'ѕlurw0rd!', '아 씨 발', 'ㅆㅣㅂㅏㄹ']) {
      expect((await comment(id, text, '198.51.100.40')).json(), text).toMatchObject({ code: 'word' });
    }
    const held = await comment(id, 'best casino bonus', '198.51.100.41');
    expect(held.statusCode).toBe(201);
    expect(await listed(id)).not.toContain('best casino bonus');
    const heldName = (await submit({ name: 'casino king' })).json() as { id: string };
    const shown = (await testApp.app.inject({ method: 'GET', url: `/api/test/${heldName.id}` })).json() as { name: string };
    expect(shown.name).toBe(hiddenName);
  });

  it('refuses the same comment again within minutes, past the daily bound of an address, and past the bound of a result', async () => {
    const { id } = await newResult();
    expect((await comment(id, 'first!', '198.51.100.50')).statusCode).toBe(201);
    const repeated = await comment(id, 'first!', '198.51.100.50');
    expect([repeated.statusCode, repeated.json().code]).toEqual([409, 'duplicate']);
    for (let index = 0; index < 5; index += 1) expect((await comment(id, `n${index}`, `198.51.100.${60 + index}`)).statusCode).toBe(201);
    const full = await comment(id, 'one too many', '198.51.100.70');
    expect([full.statusCode, full.json().code]).toEqual([409, 'result-full']);

    const other = await newResult();
    const third = await newResult();
    for (let index = 0; index < 8; index += 1) expect((await comment(index < 4 ? other.id : third.id, `daily ${index}`, '198.51.100.80')).statusCode).toBe(201);
    const daily = await comment(other.id, 'daily 9', '198.51.100.80');
    expect([daily.statusCode, daily.json().code]).toEqual([429, 'daily-limit']);
  });

  it('refuses every write of a blocked address with a neutral 403, and leaves the others alone', async () => {
    const { id } = await newResult();
    const posted = (await comment(id, 'trouble', '198.51.100.90')).json() as { id: number };
    const row = await testApp.database.db.selectFrom('comments').select(['author_address_hash', 'created_at']).where('id', '=', posted.id).executeTakeFirstOrThrow();
    await testApp.database.db
      .insertInto('address_blocks')
      .values({ address_hash: row.author_address_hash, address_day: row.created_at.slice(0, 10), until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'test', created_at: new Date().toISOString() })
      .execute();
    // The blocks are read every few seconds per process; a new app instance would read at once, this one waits.
    await expect.poll(async () => (await comment(id, 'again', '198.51.100.90')).statusCode, { timeout: 15_000, interval: 500 }).toBe(403);
    const refused = await comment(id, 'again 2', '198.51.100.90');
    expect(refused.json()).toEqual({ message: 'This action is not available right now', code: 'blocked' });
    expect((await submit({}, '198.51.100.90')).statusCode).toBe(403);
    expect((await report(`/api/test/${id}/report`, '198.51.100.90')).statusCode).toBe(403);
    expect((await comment(id, 'fine', '198.51.100.91')).statusCode).toBe(201);
  }, 30_000);
});
