import { describe, expect, it } from 'vitest';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { startBuiltServer } from './support/built-server';
import { openPage, revealDeferredParts, submitEgenTetoResult, waitForHydration } from './support/pages';

const browserAvailable = isBrowserAvailable();

describe.skipIf(!browserAvailable)('site shell in Chromium', () => {
  const suite = useBrowserSuite();

  it('offers the page in the browser language, without redirecting, and can be dismissed', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/ja/tests`, 'fr-FR');
    expect(new URL(page.url()).pathname).toBe('/ja/tests');
    const offer = page.getByRole('link', { name: /Français/ });
    await offer.waitFor();
    expect(await offer.getAttribute('href')).toBe('/fr/tests');
    await page.getByRole('button', { name: '閉じる' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.close();
  });

  it('switches language from the menu to the same page, remembers it, and closes the menu', async () => {
    const { page, problems } = await openPage(suite.browser, `${suite.server.origin}/personality`, 'ko-KR');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('menuitem', { name: /العربية/ }).click();
    await page.waitForURL(`${suite.server.origin}/ar/personality`);
    // A client-side navigation: the address changes before React commits the new page, so wait for the render.
    await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('quizlab-language'))).toBe('ar');
    // The remembered choice now differs from a Korean page: the banner offers Arabic there.
    await page.goto(`${suite.server.origin}/tests`);
    await waitForHydration(page);
    await page.getByRole('link', { name: /العربية/ }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the share dialog on a result and copies the link with a toast', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.origin });
    const page = await context.newPage();
    const id = await submitEgenTetoResult(suite.server.origin, 'Sharer');
    await page.goto(`${suite.server.origin}/en/result/${id}`);
    await waitForHydration(page);
    // The share button under the result's top card (decision 0035).
    await page.locator('[data-share-actions]').getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your result' });
    await dialog.waitFor();
    const resultUrl = `${suite.server.origin}/en/result/${id}`;
    // The apps with a web share address open it with the link filled in: X and WhatsApp.
    expect(new URL((await dialog.getByRole('link', { name: /X \(Twitter\)/ }).getAttribute('href'))!).searchParams.get('url')).toBe(resultUrl);
    const whatsApp = new URL((await dialog.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
    expect([whatsApp.hostname, whatsApp.searchParams.get('text')?.endsWith(resultUrl)]).toEqual(['wa.me', true]);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await page.getByText('Link copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(resultUrl);
    // Saving the card: "save image" shows the card in the same sheet, with one button for it and one for the story.
    await page.locator('[data-share-actions]').getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.getByRole('button', { name: /Save result as image/ }).click();
    expect(await dialog.getByRole('link', { name: /Save result as image/ }).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: /Save result as image/ }).count()).toBe(0);
    expect(await dialog.locator('[data-save-story]').count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-save-card]').click()]);
    expect(download.url()).toBe(`${suite.server.origin}/share-image/v${shareImageVersion}/en/result/${id}.png`);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    await dialog.waitFor({ state: 'detached' });
    // "Save image" under the top card shows the card first, with its own download button.
    await page.locator('[data-share-actions]').getByRole('button', { name: 'Save image', exact: true }).click();
    expect(await dialog.getByRole('img').getAttribute('src')).toBe(new URL(download.url()).pathname);
    const [fromCard] = await Promise.all([page.waitForEvent('download'), dialog.locator('[data-save-card]').click()]);
    expect(fromCard.url()).toBe(download.url());
    await context.close();
  });

  it('shows the result card to long-press in an app\'s built-in browser, where downloads do not work', async () => {
    const context = await suite.browser.newContext({
      locale: 'ko-KR',
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.8.5',
    });
    const page = await context.newPage();
    const id = await submitEgenTetoResult(suite.server.origin, '카톡');
    await page.goto(`${suite.server.origin}/result/${id}`);
    await waitForHydration(page);
    await page.locator('[data-share-actions]').getByRole('button', { name: '공유하기', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /결과 이미지 저장/ }).click();
    const card = dialog.getByRole('img', { name: /결과 카드/ });
    await card.waitFor();
    // "Save image" under the top card opens the dialog with the card already shown.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.locator('[data-share-actions]').getByRole('button', { name: '이미지 저장', exact: true }).click();
    await card.waitFor();
    await dialog.getByText('이미지를 길게 눌러 저장하세요').waitFor();
    expect(await dialog.locator('[data-save-card]').count()).toBe(0);
    expect(await card.getAttribute('src')).toBe(`/share-image/v${shareImageVersion}/ko/result/${id}.png`);
    // The image really loads (a broken image has no natural width).
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] img') as HTMLImageElement | null)?.naturalWidth === 1200);
    await dialog.getByText('이미지를 길게 눌러 저장하세요').waitFor();
    await context.close();
  });

  it('shows comment counts on recent entries and posts a comment from the compact widget', async () => {
    await submitEgenTetoResult(suite.server.origin, 'Commented');
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/personality`, 'en-US');
    const firstEntry = page.locator('section[aria-labelledby="recent-results-title"] > ul > li').filter({ hasText: 'Commented' });
    await firstEntry.waitFor();
    await firstEntry.getByRole('button', { name: /Comments/ }).click();
    await firstEntry.getByLabel('Nickname (up to 20 characters)').fill('Tester');
    await firstEntry.getByLabel('Comment (up to 100 characters)').fill('<b>bold?</b> nice result');
    await firstEntry.getByRole('button', { name: 'Post' }).click();
    await firstEntry.getByText('<b>bold?</b> nice result').waitFor();
    await expect(firstEntry.getByRole('button', { name: /Comments/ }).textContent()).resolves.toMatch(/1$/);
    expect(await firstEntry.locator('b').count()).toBe(0);
    await page.close();
  });

  it('shows a card promoting another test where no ad network is configured', async () => {
    const id = await submitEgenTetoResult(suite.server.origin, 'NoAds');
    const { page, problems } = await openPage(suite.browser, `${suite.server.origin}/en/result/${id}`);
    await revealDeferredParts(page);
    const promo = page.locator('[data-promoted-test]');
    expect(await promo.getAttribute('data-promoted-test')).not.toBe('personality');
    expect(await page.locator('ins.adsbygoogle').count()).toBe(0);
    expect(await page.locator('script[src*="adsbygoogle"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads the configured ad script, allows it in the CSP, and survives its failure', async () => {
    // A closed loopback port stands in for the ad network: the script fails to load, as it may in real life.
    const adsServer = await startBuiltServer({ AD_CLIENT_ID: 'ca-pub-123', AD_SCRIPT_URL: 'http://127.0.0.1:9/adsbygoogle.js' });
    try {
      const id = await submitEgenTetoResult(adsServer.origin, 'Ads');
      const response = await fetch(`${adsServer.origin}/en/result/${id}`);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain('http://127.0.0.1:9');
      const { page, problems } = await openPage(suite.browser, `${adsServer.origin}/en/result/${id}`, 'en-US', { allowProblems: 'the ad script fails to load, which the page reports' });
      await revealDeferredParts(page);
      expect(await page.locator('ins.adsbygoogle').getAttribute('data-ad-client')).toBe('ca-pub-123');
      await expect.poll(() => problems.some((problem) => problem.includes('Ad script failed to load'))).toBe(true);
      // The page still works: the share dialog opens.
      await page.locator('[data-share-actions]').getByRole('button', { name: 'Share', exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await page.close();
    } finally {
      await adsServer.stop();
    }
  });
});
