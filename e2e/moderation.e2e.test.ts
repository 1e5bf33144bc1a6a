/** Decision 0045: readers flag what hurts, the crowd hides it, and every page and card that showed it follows. */
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { hiddenName } from '../shared/contracts/moderation';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage, revealCommentCard, submitEgenTetoResult } from './support/pages';

describe.skipIf(!isBrowserAvailable())('reports and hiding', () => {
  // Reports from other addresses come through the loopback "proxy"; the log is read often so the test need not wait.
  const suite = useBrowserSuite({ TRUST_PROXY: '127.0.0.1', REPORT_THRESHOLD: '3', MODERATION_POLL_MS: '200' });
  const messages = loadMessages('en').moderation;
  const from = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address });
  const post = (path: string, body: unknown, address: string) => fetch(`${suite.server.origin}${path}`, { method: 'POST', headers: from(address), body: JSON.stringify(body) });

  it('lets a reader report a comment and says so; past three reports a fresh visitor no longer sees it', async () => {
    const id = await submitEgenTetoResult(suite.server.origin, 'Mina');
    const comment = (await (await post(`/api/comments/${id}`, { authorName: 'Troll', comment: 'you are so ugly lol' }, '198.51.100.20')).json()) as { id: number };
    await post(`/api/comments/${id}`, { authorName: 'Jun', comment: 'same result as me!' }, '198.51.100.21');

    const reader = await openPage(suite.browser, `${suite.server.origin}/en/result/${id}`);
    const card = await revealCommentCard(reader.page);
    const item = card.locator('li', { hasText: 'you are so ugly lol' });
    await item.getByRole('button', { name: messages.report, exact: true }).click();
    await item.getByRole('button', { name: messages.reasons.hurtful }).click();
    await expect.poll(() => item.locator('[data-report-state="sent"]').textContent()).toBe(messages.reportThanks);
    await reader.page.close();

    for (const address of ['198.51.100.30', '198.51.100.31']) expect((await post(`/api/comments/${comment.id}/report`, { reason: 'hurtful' }, address)).status).toBe(202);
    const fresh = await openPage(suite.browser, `${suite.server.origin}/en/result/${id}`);
    const freshCard = await revealCommentCard(fresh.page);
    await freshCard.getByText('same result as me!').waitFor();
    expect(await freshCard.getByText('you are so ugly lol').count()).toBe(0);
    await fresh.page.close();
  });

  it('shows a reported result as anonymous on its cached page and its share card', async () => {
    const id = await submitEgenTetoResult(suite.server.origin, 'Bullyname');
    const pageHtml = async () => (await fetch(`${suite.server.origin}/en/result/${id}`)).text();
    const first = await pageHtml();
    expect(first).toContain('Bullyname');
    const card = /<meta property="og:image" content="([^"]+)"/.exec(first)?.[1]?.replaceAll('&amp;', '&');
    expect(card).toBeTruthy();
    const cardBytes = async () => Buffer.from(await (await fetch(card!)).arrayBuffer()).toString('base64');
    const before = await cardBytes();
    // Served from the cache now.
    expect((await fetch(`${suite.server.origin}/en/result/${id}`)).headers.get('x-page-cache')).toBe('hit');

    for (const address of ['198.51.100.40', '198.51.100.41', '198.51.100.42']) expect((await post(`/api/test/${id}/report`, { reason: 'hurtful' }, address)).status).toBe(202);
    await expect.poll(pageHtml, { timeout: 15_000 }).not.toContain('Bullyname');
    expect(await pageHtml()).toContain(hiddenName);
    await expect.poll(cardBytes, { timeout: 15_000 }).not.toBe(before);
  });
});
