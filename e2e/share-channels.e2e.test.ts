/** Each language's share channels: shares that open the app, Weibo on Chinese pages, one sheet, one toast line, a friend's view. */
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import type { Page } from 'playwright-core';
import { openOwnResult, openPage, submitEgenTetoResult, waitForHydration } from './support/pages';

describe.skipIf(!isBrowserAvailable())('share channels per language', () => {
  const suite = useBrowserSuite();

  async function openShareSheet(language: 'zh' | 'ko' | 'ja', initScript?: () => void) {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.origin });
    const page = await context.newPage();
    if (initScript) await page.addInitScript(initScript);
    const id = await submitEgenTetoResult(suite.server.origin, 'Lin');
    await page.goto(`${suite.server.origin}${language === 'ko' ? '' : `/${language}`}/result/${id}`);
    await waitForHydration(page);
    const messages = loadMessages(language).share;
    await page.locator('[data-share-actions]').getByRole('button', { name: messages.shortButton, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return { context, page, dialog, messages, url: `${suite.server.origin}${language === 'ko' ? '' : `/${language}`}/result/${id}` };
  }

  it('on a Chinese page, 微博 opens Weibo with the link, never X', async () => {
    const { context, dialog, messages, url } = await openShareSheet('zh');
    const weibo = dialog.getByRole('link', { name: messages.social });
    const address = new URL((await weibo.getAttribute('href'))!);
    expect(address.hostname).toBe('service.weibo.com');
    expect(address.searchParams.get('url')).toBe(url);
    expect(await dialog.locator('a[href*="twitter.com"], a[href*="x.com"]').count()).toBe(0);
    await context.close();
  });

  it('on a Japanese page, LINE opens its share page with the link', async () => {
    const { context, dialog, messages, url } = await openShareSheet('ja');
    const line = new URL((await dialog.getByRole('link', { name: messages.messenger }).getAttribute('href'))!);
    expect([line.hostname, line.searchParams.get('url')]).toEqual(['social-plugins.line.me', url]);
    await context.close();
  });

  it('gives the photo app the story card through the share sheet where the browser shares files', async () => {
    const { context, page, dialog, messages } = await openShareSheet('ko', () => {
      const shared: { name: string; type: string }[] = [];
      (window as unknown as { sharedFiles: typeof shared }).sharedFiles = shared;
      Object.assign(navigator, {
        canShare: (data: { files?: File[] }) => Array.isArray(data.files),
        share: async (data: { files?: File[] }) => void shared.push(...(data.files ?? []).map((file) => ({ name: file.name, type: file.type }))),
      });
    });
    const photoApp = dialog.getByRole('button', { name: messages.photoApp });
    // The story card is fetched as the sheet opens; the tap shares it.
    await expect.poll(async () => {
      await photoApp.click();
      return page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles.length);
    }).toBeGreaterThan(0);
    const [file] = await page.evaluate(() => (window as unknown as { sharedFiles: { name: string; type: string }[] }).sharedFiles);
    expect(file).toMatchObject({ type: 'image/png', name: expect.stringMatching(/story\.png$/) });
    await context.close();
  });

  it('where files cannot be shared, shows the card to save and says so once, without repeating "copied"', async () => {
    const { context, page, dialog, messages } = await openShareSheet('ko', () => {
      Object.assign(navigator, { canShare: undefined, share: undefined });
    });
    await dialog.getByRole('button', { name: messages.photoApp }).click();
    await dialog.locator('[data-save-card]').waitFor();
    await dialog.locator('[data-save-story]').waitFor();
    const toast = page.getByText(messages.copied, { exact: true }).first();
    await toast.waitFor();
    // The title says the link was copied; the line under it only says what to do next.
    expect(messages.saveForPhotoApp).not.toContain('링크가 복사');
    expect(messages.pasteInstructions).not.toContain('복사');
    await context.close();
  });

  it('does not invite a friend to share the owner\'s result as their own: secondary there, primary for the owner', async () => {
    const id = await submitEgenTetoResult(suite.server.origin, 'Mia');
    const share = (page: Page) => page.locator('[data-share-actions]').getByRole('button', { name: loadMessages('en').share.shortButton, exact: true });
    // The secondary look: no gradient fill (the primary button's).
    const fill = (page: Page) => share(page).evaluate((button) => getComputedStyle(button).backgroundImage);
    const friend = await openPage(suite.browser, `${suite.server.origin}/en/result/${id}`);
    expect(await fill(friend.page)).toBe('none');
    // The friend's first action is taking the test.
    expect(await friend.page.locator('[data-friend-invitation] a').getAttribute('class')).toContain('button-primary');
    const owner = await openOwnResult(suite.browser, `${suite.server.origin}/en/result/${id}`, id);
    await expect.poll(() => fill(owner.page)).toContain('gradient');
    await friend.page.close();
    await owner.page.close();
  });
});
