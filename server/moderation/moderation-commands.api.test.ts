import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../testing/test-app.server';
import { hiddenName } from '../../shared/contracts/moderation';
import { CommandError, createModerationCommands, type ModerationCommands } from './moderation-commands.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

// Decision 0045: the operator's tools, on the database the server uses, every action in the audit log.
describe.skipIf(!available)(`npm run moderate on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  let commands: ModerationCommands;
  beforeAll(async () => {
    testApp = await createTestApp();
    commands = createModerationCommands(testApp.database.db);
  });
  afterAll(() => testApp.close());

  const newResult = async (name: string) => ((await testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ name }), remoteAddress: '198.51.100.7' })).json() as { id: string }).id;
  const postComment = async (sessionId: string, comment: string, remoteAddress = '198.51.100.8') =>
    testApp.app.inject({ method: 'POST', url: `/api/comments/${sessionId}`, payload: { authorName: 'Troll', comment }, remoteAddress });
  const listed = async (sessionId: string) => ((await testApp.app.inject({ method: 'GET', url: `/api/comments/${sessionId}` })).json() as { id: number }[]).map((row) => row.id);
  const lastLog = async () => (await commands.listLog({ limit: 1 }))[0];

  it('lists comments with their report counts, and hides, restores and deletes one, each logged with its reason', async () => {
    const sessionId = await newResult('Mina');
    const { id } = (await postComment(sessionId, 'go away')).json() as { id: number };
    await testApp.app.inject({ method: 'POST', url: `/api/comments/${id}/report`, payload: { reason: 'hurtful' }, remoteAddress: '203.0.113.50' });
    expect((await commands.listComments({ reported: true })).find((row) => row.id === id)).toMatchObject({ comment: 'go away', result: sessionId, reports: 1, hidden: null });

    await expect(commands.hideComment(id, { reason: '' })).rejects.toBeInstanceOf(CommandError);
    expect(await commands.hideComment(id, { reason: 'bullying' })).toBe('done');
    expect(await listed(sessionId)).toEqual([]);
    expect(await lastLog()).toMatchObject({ actor: 'operator', action: 'hide-comment', item_id: String(id), session_public_id: sessionId, reason: 'bullying' });
    expect(await commands.hideComment(id, { reason: 'again' })).toBe('already hidden');

    expect(await commands.restoreComment(id, { reason: 'a joke between friends' })).toBe('done');
    expect(await listed(sessionId)).toEqual([id]);
    expect(await commands.deleteComment(id, { reason: 'asked by the result owner' })).toBe('done');
    expect(await listed(sessionId)).toEqual([]);
    expect((await lastLog())?.action).toBe('delete-comment');
    await expect(commands.deleteComment(id, { reason: 'x' })).rejects.toThrow(`no comment ${id}`);
  });

  it('shows a result as anonymous and back', async () => {
    const sessionId = await newResult('RealName');
    expect(await commands.hideName(sessionId, { reason: 'a classmate full name' })).toBe('done');
    const shown = async () => ((await testApp.app.inject({ method: 'GET', url: `/api/test/${sessionId}` })).json() as { name: string }).name;
    expect(await shown()).toBe(hiddenName);
    expect((await commands.listResults()).find((row) => row.result === sessionId)).toMatchObject({ name: 'RealName', name_hidden: 'operator' });
    expect(await commands.restoreName(sessionId, { reason: 'mistake' })).toBe('done');
    expect(await shown()).toBe('RealName');
  });

  it('blocks the address that wrote a comment for N days: its writes get 403, other addresses write on', async () => {
    const sessionId = await newResult('Target');
    const { id } = (await postComment(sessionId, 'spam wave', '198.51.100.99')).json() as { id: number };
    await expect(commands.blockAuthor({ commentId: id }, 0, { reason: 'spam' })).rejects.toThrow('--days');
    expect(await commands.blockAuthor({ commentId: id }, 7, { reason: 'spam wave' })).toBe('done');
    expect(await lastLog()).toMatchObject({ action: 'block-7-days', item_kind: 'address', item_id: `author of comment ${id}` });
    // Each process reads the blocks every few seconds.
    await expect.poll(async () => (await postComment(sessionId, `more ${Date.now()}`, '198.51.100.99')).statusCode, { timeout: 15_000, interval: 500 }).toBe(403);
    expect((await postComment(sessionId, 'hello', '198.51.100.98')).statusCode).toBe(201);
    // Nothing about the address is in the log or the block but the hash of that day.
    const stored = JSON.stringify(await testApp.database.db.selectFrom('address_blocks').selectAll().execute());
    expect(stored).not.toContain('198.51.100');
  }, 30_000);
});
