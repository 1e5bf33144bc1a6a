import { describe, expect, it } from 'vitest';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { loadMessages } from '../app/i18n/messages.server';
import { aiFaceRatingContents } from '../domain/quizzes/ai-face-rating/content/index';
import { ratingBandEmoji, ratingBands, type RatingBand } from '../domain/quizzes/ai-face-rating/face-rating';
import { keepWordsTogether } from '../domain/text/keep-words-together';
import { readPhotoFixture } from '../fixtures/photos/compose-test-photos';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { waitForHydration } from './support/pages';
import { analyzeOnServer, photoFixturePath } from './support/photo-page';

const browserAvailable = isBrowserAvailable();

/** React escapes text; the same escaping of a content text, to find it in the server's HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe.skipIf(!browserAvailable)('AI face rating: a rating is shared as its band’s page and card, never the photo or the score', () => {
  const suite = useBrowserSuite();

  it.each(['es', 'ko'] as const)('shares the result in %s as the band’s page in the chosen gender, which invites friends to try their own photo', async (language) => {
    const messages = loadMessages(language);
    const content = aiFaceRatingContents[language];
    const prefix = language === 'ko' ? '' : `/${language}`;
    const context = await suite.browser.newContext({ locale: language, viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.origin });
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}${prefix}/ai-face-rating`);
    await waitForHydration(page);
    await page.getByLabel(messages.photo.nameLabel).fill('Eileen');
    await page.getByRole('button', { name: messages.common.male, exact: true }).click();
    await page.locator('input[type="file"]').setInputFiles(photoFixturePath('astronaut.png'));
    await page.getByRole('button', { name: messages.photo.analyzeButtons['ai-face-rating'] }).click();
    const result = page.locator('[data-rating-band]');
    await result.waitFor({ timeout: 60_000 });
    const fromServer = await analyzeOnServer(suite.server.origin, readPhotoFixture('astronaut.png'), { type: 'face_rating', gender: 'male' });
    const band = fromServer.resultType;
    expect(await result.getAttribute('data-rating-band')).toBe(band);

    await page.getByRole('button', { name: messages.share.button }).click();
    await page.getByRole('dialog').getByRole('button', { name: new RegExp(messages.share.copyLink) }).click();
    await page.getByText(messages.share.copied).first().waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${suite.server.origin}${prefix}/ai-face-rating-result/${band}/male`);

    // The friend opens the link: the band's text in the sharer's gender, its scores, its own card, and no photo or score of the sharer.
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(content.bands[band].title.male);
    expect(await page.title()).toBe(`${ratingBandEmoji[band]} ${content.bands[band].title.male} | ${content.card.name}`);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${suite.server.origin}/share-image/v${shareImageVersion}/${language}/ai-face-rating/${band}-male.png`,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(link);
    await page.getByText(content.labels.typePageLead).waitFor();
    expect(await page.locator('[data-rating-score]').count()).toBe(0);
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator(`main a[href^="${prefix}/ai-face-rating-result/"]`).evaluateAll((links) => links.map((item) => item.getAttribute('href')))).toEqual(
      ratingBands.filter((other) => other !== band).map((other) => `${prefix}/ai-face-rating-result/${other}/male`),
    );
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: messages.photo.tryWithPhoto }).click();
    await page.waitForURL(`${suite.server.origin}${prefix}/ai-face-rating`);
    await page.getByLabel(messages.photo.nameLabel).waitFor();
    await context.close();
  });

  it('renders each band’s page on the server in each language, with its own share card, a PNG', async () => {
    const pages: [string, keyof typeof aiFaceRatingContents, RatingBand, 'male' | 'female'][] = [
      ['/ai-face-rating-result/radiant/female', 'ko', 'radiant', 'female'],
      ['/en/ai-face-rating-result/striking/male', 'en', 'striking', 'male'],
      ['/es/ai-face-rating-result/striking/female', 'es', 'striking', 'female'],
      ['/ar/ai-face-rating-result/natural', 'ar', 'natural', 'female'],
      ['/fr/ai-face-rating-result/charming/male', 'fr', 'charming', 'male'],
      ['/th/ai-face-rating-result/appealing/female', 'th', 'appealing', 'female'],
    ];
    const cards = new Set<string>();
    for (const [path, language, band, gender] of pages) {
      const response = await fetch(`${suite.server.origin}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const { bands, card } = aiFaceRatingContents[language];
      expect(html, path).toContain(`<html lang="${language}"`);
      expect(html, path).toContain(`<title>${escapeHtml(`${ratingBandEmoji[band]} ${bands[band].title[gender]} | ${card.name}`)}</title>`);
      // As the page lays it out: no line break inside a Thai compound, nor before ๆ (decision 0041).
      expect(html, path).toContain(escapeHtml(keepWordsTogether((bands[band].typePageDescription ?? bands[band].description)[gender], language)));
      expect(html.match(/<link[^>]*rel="canonical"[^>]*>/)?.[0], path).toContain(`href="${suite.server.origin}${path}"`);
      const image = html.match(/property="og:image" content="([^"]+)"/)?.[1];
      expect(image, path).toBe(`${suite.server.origin}/share-image/v${shareImageVersion}/${language}/ai-face-rating/${band}-${gender}.png`);
      const png = await fetch(image!);
      expect(png.status, image).toBe(200);
      expect(png.headers.get('content-type'), image).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      expect(bytes.byteLength, image).toBeGreaterThan(10_000);
      cards.add(bytes.toString('base64'));
    }
    expect(cards.size).toBe(pages.length);
  });

  it('answers 404 for a band or a gender that does not exist, and for its card', async () => {
    for (const path of ['/en/ai-face-rating-result/gorgeous', '/en/ai-face-rating-result/radiant/robot', '/ja/ai-face-rating-result/90']) {
      const response = await fetch(`${suite.server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('noindex');
    }
    const card = await fetch(`${suite.server.origin}/share-image/v${shareImageVersion}/en/ai-face-rating/gorgeous-male.png`);
    expect(card.status).toBe(404);
  });
});
