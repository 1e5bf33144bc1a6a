import { describe, expect, it } from 'vitest';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { loadMessages } from '../app/i18n/messages.server';
import { aiFaceReadingContents } from '../domain/quizzes/ai-face-reading/content/index';
import { readPhotoFixture } from '../fixtures/photos/compose-test-photos';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { answeredNotFound, besidesNotFound, openPage, waitForHydration } from './support/pages';
import { analyzeOnServer, photoFixturePath } from './support/photo-page';

const browserAvailable = isBrowserAvailable();

describe.skipIf(!browserAvailable)('AI face reading in Chromium: physiognomy lore read on the visitor’s device', () => {
  const suite = useBrowserSuite();

  it.each(['zh', 'hi'] as const)('reads the fixture portrait in %s like the server, says what each fortune read, and shares the type page', async (language) => {
    const messages = loadMessages(language);
    const content = aiFaceReadingContents[language];
    const context = await suite.browser.newContext({ locale: language, viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.origin });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.postData()) sent.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`${suite.server.origin}/${language}/ai-face-reading`);
    await waitForHydration(page);
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.getByLabel(messages.photo.nameLabel).fill('Eileen');
    await page.getByRole('button', { name: messages.common.male, exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(photoFixturePath('astronaut.png'));
    await page.getByRole('button', { name: messages.photo.analyzeButtons['ai-face-reading'] }).click();
    const result = page.locator('[data-reading-type]');
    await result.waitFor({ timeout: 60_000 });

    const fromServer = await analyzeOnServer(suite.server.origin, readPhotoFixture('astronaut.png'), { type: 'face_reading', gender: 'male' });
    expect(await result.getAttribute('data-reading-type')).toBe(fromServer.resultType);
    expect(Number(await result.getAttribute('data-reading-score'))).toBe(fromServer.score);
    expect(await page.locator('li[data-score]').count()).toBe(4);
    expect(await page.locator('li[data-reason]').evaluateAll((items) => items.map((item) => item.getAttribute('data-reason')))).toEqual(fromServer.reasons.map((reason) => reason.feature));
    await page.getByRole('heading', { name: content.types[fromServer.resultType].title.male }).waitFor();
    await page.getByText(content.labels.entertainmentNote).waitFor();
    expect(await findSeriousViolations(page)).toEqual([]);
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: messages.share.button }).click();
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(messages.share.copyLink) }).click();
    await page.getByText(messages.share.copied).first().waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${suite.server.origin}/${language}/ai-face-reading-result/${fromServer.resultType}/male`);
    await page.goto(link);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(content.types[fromServer.resultType].title.male);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${suite.server.origin}/share-image/v${shareImageVersion}/${language}/ai-face-reading/${fromServer.resultType}-male.png`,
    );
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator(`main a[href^="/${language}/ai-face-reading-result/"]`).count()).toBe(5);
    await context.close();
  });

  it('answers 404 for a reading type that does not exist', async () => {
    const response = await fetch(`${suite.server.origin}/ja/ai-face-reading-result/dragon`);
    expect(response.status).toBe(404);
    const { page, problems } = await openPage(suite.browser, `${suite.server.origin}/ja/ai-face-reading-result/dragon`, 'ja', answeredNotFound);
    await page.getByRole('link', { name: loadMessages('ja').photo.tryWithPhoto }).waitFor();
    expect(await page.getByRole('link', { name: loadMessages('ja').photo.tryWithPhoto }).getAttribute('href')).toBe('/ja/ai-face-reading');
    expect(besidesNotFound(problems)).toEqual([]);
    await page.close();
  });
});
