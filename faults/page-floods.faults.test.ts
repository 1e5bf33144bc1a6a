import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type RunningServer } from '../e2e/support/built-server';

// Before decision 0030, any query string opened a new render (739 req/s cached against 34 with `?x=N`), renders had no
// per-client limit, and /api/og-image drew a card for any title without one.
describe('a built server meeting floods of distinct page and image requests', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({
      TRUST_PROXY: '127.0.0.1',
      PAGE_RENDER_RATE_BURST: '6',
      PAGE_RENDER_RATE_INTERVAL_MS: '60000',
      IMAGE_RATE_BURST: '3',
      IMAGE_RATE_INTERVAL_MS: '60000',
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = (path: string, client: string) => fetch(`${server.origin}${path}`, { headers: { 'x-forwarded-for': client } });

  it('serves a page with any unread query parameter from the one cached render', async () => {
    const first = await get('/en/tests?x=0', '198.51.100.10');
    expect(first.status).toBe(200);
    const html = await first.text();
    for (let index = 1; index <= 100; index += 1) {
      const response = await get(`/en/tests?x=${index}&utm_source=flood${index}`, '198.51.100.10');
      expect(response.status).toBe(200);
      expect(response.headers.get('x-page-cache')).toBe('hit');
      if (index === 100) expect(await response.text()).toBe(html);
      else await response.arrayBuffer();
    }
  });

  it('limits the renders one client can cause, and leaves another client alone', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const response = await get(`/en/animal-result/dog?name=Flood${index}`, '198.51.100.20');
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // The one render the first test spent was another client's.
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    const refused = await get('/en/animal-result/dog?name=Flood99', '198.51.100.20');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // What is cached stays free for everyone, the flooding client included.
    expect((await get('/en/animal-result/dog?name=Flood0', '198.51.100.20')).status).toBe(200);
    expect((await get('/en/animal-result/dog?name=Other', '198.51.100.21')).status).toBe(200);
  });

  it('limits the share cards one client can have drawn', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await get(`/api/og-image?title=Card${index}&lang=en`, '198.51.100.30');
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await get('/api/og-image?title=Card0&lang=en&x=1', '198.51.100.30')).status).toBe(200);
  });
});
