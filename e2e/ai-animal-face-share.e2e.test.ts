import { describe, expect, it } from 'vitest';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { loadMessages } from '../app/i18n/messages.server';
import { aiAnimalFaceContents } from '../domain/quizzes/ai-animal-face/content/index';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { waitForHydration } from './support/pages';
import { analyzeOnPage } from './support/photo-page';

const browserAvailable = isBrowserAvailable();
const en = loadMessages('en');

describe.skipIf(!browserAvailable)('AI animal face: a result is shared as its animal’s page, never the photo', () => {
  const suite = useBrowserSuite();

  it('shares the result as the type page in the chosen gender, which invites friends to try their own photo', async () => {
    const context = await suite.browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.origin });
    const page = await context.newPage();
    await page.goto(`${suite.server.origin}/en/ai-animal-face`);
    await waitForHydration(page);
    await page.getByRole('button', { name: en.common.male, exact: true }).click();
    await analyzeOnPage(page, 'astronaut.png');
    const top = await page.locator('[data-result-animal]').getAttribute('data-result-animal');
    expect(top).toBe('cat');

    await page.getByRole('button', { name: en.share.button }).click();
    const dialog = page.getByRole('dialog', { name: en.share.title });
    // WhatsApp opens with the type page's link filled in; the copied link is the same page.
    const whatsApp = new URL((await dialog.getByRole('link', { name: /WhatsApp/ }).getAttribute('href'))!);
    expect(whatsApp.searchParams.get('text')).toContain('/en/ai-animal-face-result/cat/male');
    await dialog.getByRole('button', { name: en.share.copyLink }).click();
    await page.getByText(en.share.copied).first().waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${suite.server.origin}/en/ai-animal-face-result/cat/male`);

    // The friend opens the link: the animal's profile in the sharer's gender, its own card, and no photo at all.
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const cat = aiAnimalFaceContents.en.animals.cat;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(cat.title.male);
    expect(await page.title()).toContain(cat.title.male);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
      `${suite.server.origin}/share-image/v${shareImageVersion}/en/ai-animal-face/cat-male.png`,
    );
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.locator('main a[href^="/en/ai-animal-face-result/"]').count()).toBe(19);
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: en.photo.tryWithPhoto }).click();
    await page.waitForURL(`${suite.server.origin}/en/ai-animal-face`);
    await page.getByLabel(en.photo.nameLabel).waitFor();
    await context.close();
  });

  it('renders the type page on the server in each language, with a share card that is a PNG, and 404 for no animal', async () => {
    for (const [path, language] of [['/ai-animal-face-result/fox/female', 'ko'], ['/ar/ai-animal-face-result/puppy', 'ar'], ['/hi/ai-animal-face-result/penguin/male', 'hi']] as const) {
      const html = await (await fetch(`${suite.server.origin}${path}`)).text();
      const animal = path.split('/').at(path.endsWith('male') ? -2 : -1) as 'fox' | 'puppy' | 'penguin';
      const gender = path.endsWith('/male') ? 'male' : 'female';
      // React escapes text; compare with the same escaping of the profile's title.
      const title = aiAnimalFaceContents[language].animals[animal].title[gender].replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(html, path).toContain(title);
      expect(html, path).toContain(`<html lang="${language}"`);
      const card = html.match(/property="og:image" content="([^"]+)"/)?.[1];
      const image = await fetch(card!);
      expect(image.headers.get('content-type'), card).toBe('image/png');
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    }
    for (const path of ['/en/ai-animal-face-result/dragon', '/en/ai-animal-face-result/fox/robot']) {
      const response = await fetch(`${suite.server.origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('noindex');
    }
  });
});
