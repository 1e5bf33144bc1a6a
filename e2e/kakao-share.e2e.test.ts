import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { loadMessages } from '../app/i18n/messages.server';
import { isBrowserAvailable, launchBrowser } from './support/browser';
import { startBuiltServer, type RunningServer } from './support/built-server';
import { submitChoiceResult, waitForHydration } from './support/pages';

const javascriptKey = '0123456789abcdef0123456789abcdef';
const sdkUrl = 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js';

/**
 * Kakao's SDK cannot be fetched here (no internet, and no Kakao app): the browser gets a stand-in at the SDK's URL
 * that records what the page asks of it, the calls documented for Kakao.Share.sendDefault.
 */
const sdkStandIn = `window.Kakao = {
  initialized: null,
  init(key) { this.initialized = key; },
  isInitialized() { return this.initialized !== null; },
  Share: { sendDefault(settings) { window.kakaoShared = settings; } },
};`;

// Decision 0036: with a Kakao JavaScript key, the Korean messaging share uses Kakao's share template with the card.
describe.skipIf(!isBrowserAvailable())('the KakaoTalk share with a configured key', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startBuiltServer({ KAKAO_JAVASCRIPT_KEY: javascriptKey }), launchBrowser()]);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends the result card through Kakao on a Korean page, and keeps the copied link elsewhere', async () => {
    const id = await submitChoiceResult(server.origin, '카카오');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const sdkRequests: string[] = [];
    await page.route(sdkUrl, async (route) => {
      sdkRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: sdkStandIn, headers: { 'access-control-allow-origin': '*' } });
    });
    const response = await page.goto(`${server.origin}/result/${id}`);
    expect(response!.headers()['content-security-policy']).toContain('https://t1.kakaocdn.net');
    await waitForHydration(page);
    // The SDK is fetched on the first KakaoTalk share, not with the page.
    expect(sdkRequests).toEqual([]);
    const messages = loadMessages('ko').share;
    await page.locator('[data-share-actions]').getByRole('button', { name: messages.shortButton, exact: true }).click();
    await page.getByRole('dialog').locator('[data-share-messenger]').click();
    const shared = await page.waitForFunction(() => (window as unknown as { kakaoShared?: unknown }).kakaoShared).then((handle) => handle.jsonValue());
    const link = { mobileWebUrl: `${server.origin}/result/${id}`, webUrl: `${server.origin}/result/${id}` };
    expect(shared).toEqual({
      objectType: 'feed',
      content: { title: expect.any(String), imageUrl: `${server.origin}/share-image/v${shareImageVersion}/ko/result/${id}.png`, imageWidth: 1200, imageHeight: 630, link },
      buttons: [{ title: messages.cardCallToAction, link }],
    });
    expect(await page.evaluate(() => (window as unknown as { Kakao: { initialized: string } }).Kakao.initialized)).toBe(javascriptKey);
    expect(sdkRequests).toHaveLength(1);
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // An English page keeps the copy-and-paste share: no Kakao there.
    await page.goto(`${server.origin}/en/result/${id}`);
    await waitForHydration(page);
    expect(await page.evaluate(() => 'Kakao' in window)).toBe(false);
    await page.close();
  });
});
