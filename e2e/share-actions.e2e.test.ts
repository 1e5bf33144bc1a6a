import { describe, expect, it } from 'vitest';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { loadMessages } from '../app/i18n/messages.server';
import { localizePath, type LanguageCode } from '../domain/languages';
import { validSubmission } from '../server/testing/test-app.server';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openOwnResult, openPage, revealCommentCard } from './support/pages';

// Decision 0035: "Share" and "Save image" under the result's top card, visible without scrolling on a 390x844 phone,
// and a slim share bar once that row has scrolled away.
describe.skipIf(!isBrowserAvailable())('sharing where the result is', () => {
  const suite = useBrowserSuite();
  const url = (language: LanguageCode, path: string) => `${suite.server.origin}${localizePath(path, language)}`;

  const resultPaths = ['/animal-result/cat', '/mbti-love-result/ESFJ', '/thinking-feeling-result/F?percentage=64', '/best-friend-result/caring', '/spirit-animal-result/butterfly'];
  // Hindi and Thai set the longest top cards; Korean is the default.
  it.each((['ko', 'hi', 'th'] as const).flatMap((language) => resultPaths.map((path) => [language, path] as const)))(
    'in %s, %s shows both actions on the first phone screen',
    async (language, path) => {
      const { page } = await openPage(suite.browser, `${url(language, path.split('?')[0]!)}?name=Mina&gender=female&${path.split('?')[1] ?? ''}`);
      const row = page.locator('[data-share-actions]');
      const box = (await row.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      const messages = loadMessages(language).share;
      await expect(row.getByRole('button', { name: messages.shortButton, exact: true }).isVisible()).resolves.toBe(true);
      // "Save image" shows the card of this result, in the visitor's gender, with a download button.
      await row.getByRole('button', { name: messages.shortSaveImage, exact: true }).click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.getByRole('img').getAttribute('src')).toMatch(/^\/share-image\/v\d+\/.+-female\.png$/);
      expect(await dialog.locator('[data-save-card]').getAttribute('download')).toMatch(/\.png$/);
      expect(await dialog.locator('[data-save-story]').getAttribute('href')).toMatch(/^\/share-image\/v\d+\/.+-female\.story\.png$/);
      await page.close();
    },
  );

  it('on the egen/teto result too: the actions on the first screen, and a share bar once they scrolled away, which opens the share dialog', async () => {
    const submitted = await fetch(`${suite.server.origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validSubmission({ name: 'Bar' })) });
    const { id } = (await submitted.json()) as { id: string };
    const { page } = await openOwnResult(suite.browser, url('en', `/result/${id}`), id);
    const messages = loadMessages('en').share;
    const row = (await page.locator('[data-share-actions]').boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(844);
    const bar = page.locator('[data-sticky-share]');
    expect(await bar.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await bar.waitFor();
    // Pinned to the top of the screen (it slides in from a few pixels below).
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(100);
    await bar.getByRole('button', { name: messages.shortButton, exact: true }).click();
    await page.getByRole('dialog', { name: messages.title }).waitFor();
    await page.keyboard.press('Escape');
    // The story card: a 1080x1920 PNG in the page's language, saved from the card view of the dialog.
    await page.locator('[data-share-actions]').getByRole('button', { name: messages.shortSaveImage, exact: true }).click();
    const storyPath = await page.getByRole('dialog').locator('[data-save-story]').getAttribute('href');
    expect(storyPath).toBe(`/share-image/v${shareImageVersion}/en/result/${id}.story.png`);
    const story = Buffer.from(await (await fetch(`${suite.server.origin}${storyPath}`)).arrayBuffer());
    // A PNG's header gives its width and height at bytes 16-23.
    expect([story.subarray(1, 4).toString(), story.readUInt32BE(16), story.readUInt32BE(20)]).toEqual(['PNG', 1080, 1920]);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ state: 'detached' });
    // Its full comment card is there too, loaded as the reader gets near it.
    expect(await page.locator('[data-comment-card]').count()).toBe(0);
    await (await revealCommentCard(page)).getByText(loadMessages('en').comments.empty).waitFor();
    await page.close();
  });
});
