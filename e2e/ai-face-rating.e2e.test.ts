import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { aiFaceRatingContents } from '../domain/quizzes/ai-face-rating/content/index';
import { readPhotoFixture } from '../fixtures/photos/compose-test-photos';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage } from './support/pages';
import { analyzeOnServer, photoFixturePath } from './support/photo-page';

const browserAvailable = isBrowserAvailable();

describe.skipIf(!browserAvailable)('AI face rating in Chromium: a kind score read on the visitor’s device', () => {
  const suite = useBrowserSuite();

  it.each(['en', 'ar'] as const)('rates the fixture portrait in %s like the server, explains each part, and passes axe', async (language) => {
    const messages = loadMessages(language);
    const content = aiFaceRatingContents[language];
    const { page, problems } = await openPage(suite.browser, `${suite.server.origin}/${language}/ai-face-rating`, language);
    expect(await findSeriousViolations(page)).toEqual([]);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.postData()) sent.push(`${request.method()} ${request.url()}`);
    });
    await page.getByRole('button', { name: messages.photo.analyzeButtons['ai-face-rating'] }).click({ force: true });
    await page.getByText(messages.photo.nameRequiredMessage).first().waitFor();
    await page.getByLabel(messages.photo.nameLabel).fill('Eileen');
    await page.getByRole('button', { name: messages.photo.analyzeButtons['ai-face-rating'] }).click({ force: true });
    // The page's own reason for a missing photo (spec: page-specific).
    await page.getByText(content.page.photoRequiredMessage).first().waitFor();
    await page.locator('input[type="file"]').setInputFiles(photoFixturePath('astronaut.png'));
    await page.getByRole('button', { name: messages.photo.analyzeButtons['ai-face-rating'] }).click();
    const result = page.locator('[data-rating-score]');
    await result.waitFor({ timeout: 60_000 });

    const fromServer = await analyzeOnServer(suite.server.origin, readPhotoFixture('astronaut.png'), { type: 'face_rating' });
    expect(Number(await result.getAttribute('data-rating-score'))).toBe(fromServer.score);
    expect(await result.getAttribute('data-rating-band')).toBe(fromServer.resultType);
    expect(await page.locator('li[data-score]').count()).toBe(5);
    expect(await page.locator('li[data-reason]').evaluateAll((items) => items.map((item) => [item.getAttribute('data-reason'), item.getAttribute('data-direction')]))).toEqual(
      fromServer.reasons.map((reason) => [reason.factor, reason.direction]),
    );
    expect(await page.getByText(content.bands[fromServer.resultType].title.female).count()).toBe(1);
    await page.getByText(content.labels.kindNote).waitFor();
    expect(sent).toEqual([]);
    expect(await findSeriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
