import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSubmission } from '../server/testing/test-app.server';
import { startBuiltServer, type RunningServer } from './support/built-server';

/**
 * A shared result's page and card are read by every friend and every link-preview bot: rendered once, then served
 * from the cache (docs/decisions/0037-shared-results-from-cache.md), while what belongs to its owner never is.
 */
describe('shared results from the cache of the built server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // The test runner's NODE_ENV=test reaches the server, as it would from a shell that forgot to set it.
    server = await startBuiltServer({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const submit = async (overrides: Record<string, unknown> = {}) => {
    const response = await fetch(`${server.origin}/api/test/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validSubmission({ language: 'en', ...overrides })),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await response.json()) as { id: string; ownerToken: string };
  };
  const get = async (path: string) => {
    const response = await fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'br' } });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('renders pages with React production build whatever NODE_ENV it was started with', () => {
    const ready = server.output().split('\n').find((line) => line.includes('ready on port'));
    expect(ready).toBeDefined();
    expect(JSON.parse(ready!)).toMatchObject({ react: 'production' });
  });

  it('has the page and the share card of a stored result ready before the first visitor asks', async () => {
    const { id } = await submit({ name: 'Warm' });
    // The server renders them in the background: the first request finds them rendered or being rendered.
    await expect.poll(async () => (await get(`/en/result/${id}`)).response.headers.get('x-page-cache'), { timeout: 20_000 }).toBe('hit');
    const { response, body } = await get(`/en/result/${id}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(response.headers.get('vary')).toBe('accept-encoding');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(body.length).toBeGreaterThan(1000);
    const card = await get(`/share-image/v4/en/result/${id}.png`);
    await expect.poll(async () => (await get(`/share-image/v4/en/result/${id}.png`)).response.headers.get('x-page-cache'), { timeout: 20_000 }).toBe('hit');
    expect(card.response.headers.get('content-type')).toBe('image/png');
    expect(card.response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=60, stale-while-revalidate=600');
  });

  it('never keeps what belongs to the owner: no token and no comment form in the cached page', async () => {
    const { id, ownerToken } = await submit({ name: 'Private' });
    const page = (await (await fetch(`${server.origin}/en/result/${id}`)).text());
    const again = await fetch(`${server.origin}/en/result/${id}`);
    expect(again.headers.get('x-page-cache')).toMatch(/hit|shared/);
    for (const html of [page, await again.text()]) {
      expect(html).not.toContain(ownerToken);
      expect(html).not.toContain('<textarea');
    }
    const api = await fetch(`${server.origin}/api/test/${id}`);
    expect(api.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it('replaces the cached page once its owner sets the personal comment', async () => {
    const { id, ownerToken } = await submit({ name: 'Commenter' });
    await expect.poll(async () => (await fetch(`${server.origin}/result/${id}`)).headers.get('x-page-cache'), { timeout: 20_000 }).toBe('hit');
    const saved = await fetch(`${server.origin}/api/test/comment/${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ownerToken}` },
      body: JSON.stringify({ personalComment: 'Cached pages catch up' }),
    });
    expect(saved.status).toBe(200);
    const after = await fetch(`${server.origin}/result/${id}`);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('Cached pages catch up');
  });

  it('keeps a missing result out of every cache', async () => {
    const { response } = await get('/en/result/AAAAAAAAAAAAAAAA');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});
