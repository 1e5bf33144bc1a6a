import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { startBuiltServer, type RunningServer } from '../e2e/support/built-server';

// A visitor whose page the server refuses to render while it is full (503, Retry-After) got a bare English line and
// had to think of reloading; a browser test opening a page at that moment waited for a page that never woke.
describe('a built server out of room for renders', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // One render at a time: a second page asked meanwhile is refused.
    server = await startBuiltServer({ PAGE_MAX_CONCURRENT_RENDERS: '1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** Distinct pages asked all at once until one is refused: a state to reach, however fast this machine renders. */
  async function findRefusedPage(path: (index: number) => string): Promise<Response> {
    for (let round = 0; round < 20; round += 1) {
      const responses = await Promise.all(Array.from({ length: 12 }, (_, index) => fetch(`${server.origin}${path(round * 12 + index)}`)));
      const refused = responses.find((response) => response.status === 503);
      await Promise.all(responses.filter((response) => response !== refused).map((response) => response.arrayBuffer()));
      if (refused) return refused;
    }
    throw new Error('no render was refused');
  }

  it('answers a refused page with a page in the link language that reloads itself after the pause it asks', async () => {
    // Result pages read the database, so a render is still under way when the next request is read.
    const refused = await findRefusedPage((index) => `/ar/result/BusyPage${String(index).padStart(8, '0')}`);
    const retryAfter = refused.headers.get('retry-after');
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await refused.text();
    const texts = loadMessages('ar').error;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain(`<meta http-equiv="refresh" content="${retryAfter}">`);
    expect(html).toContain(texts.busyHeading);
    expect(html).toContain(texts.busyMessage);
  });

  it('still answers a refused share card in plain words, with no page around it', async () => {
    const refused = await findRefusedPage((index) => `/api/og-image?title=Busy${index}&lang=en`);
    expect(refused.headers.get('content-type')).toContain('text/plain');
  });
});
