import { describe, expect, it } from 'vitest';
import { languageCodes, localizePath, type LanguageCode } from '../domain/languages';
import { egenTetoContents } from '../domain/quizzes/egen-teto/content';
import { isWrittenInScriptOf } from '../domain/text-scripts';
import { withoutLineBreakMarks } from '../domain/text/line-break-marks';
import { loadMessages } from '../app/i18n/messages.server';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { answeredNotFound, answerQuestions, besidesNotFound, openPage, startEgenTeto, waitForHydration } from './support/pages';

const browserAvailable = isBrowserAvailable();

function titlesOf(language: LanguageCode): string[] {
  const { descriptions } = egenTetoContents[language];
  return Object.values(descriptions).flatMap((byPole) => Object.values(byPole).flatMap((byBand) => Object.values(byBand).map((entry) => entry.title)));
}

describe.skipIf(!browserAvailable)('egen/teto test in Chromium', () => {
  const suite = useBrowserSuite();

  const url = (language: LanguageCode, path: string) => `${suite.server.origin}${localizePath(path, language)}`;

  async function completeTest(language: LanguageCode, name: string) {
    const messages = loadMessages(language);
    const opened = await openPage(suite.browser, url(language, '/personality'));
    await startEgenTeto(opened.page, name, messages.common.female, messages.egenTeto.start);
    await answerQuestions(opened.page, 1, 30, 30, true);
    await opened.page.waitForURL(/\/result\/[A-Za-z0-9_-]{16}$/, { timeout: 15_000 });
    // The address changes before React commits the result page: wait for one of its sections.
    await opened.page.getByText(messages.result.areasTitle).waitFor();
    return { ...opened, messages };
  }

  it.each(['ko', 'en', 'ar', 'th'] as const)('completes in %s and lands on a result page in that language', async (language) => {
    const { page, problems, messages } = await completeTest(language, language === 'ar' ? 'ليلى' : 'Mina');
    expect(new URL(page.url()).pathname.startsWith(localizePath('/result/', language).replace(/\/$/, ''))).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    // Thai texts carry invisible line-breaking marks on the page (no line break inside a word, decision 0041).
    const title = withoutLineBreakMarks((await page.locator('h1').textContent()) ?? '');
    expect(titlesOf(language)).toContain(title);
    await expect(page.getByText(messages.result.areasTitle).count()).resolves.toBe(1);
    // The badge follows the visitor's gender (female here): a queen's title, never a king's (decision 0032).
    const { tierTitles } = egenTetoContents[language];
    const text = withoutLineBreakMarks((await page.locator('main').textContent()) ?? '');
    const femaleTitles = [...Object.values(tierTitles.female.teto), ...Object.values(tierTitles.female.egen)];
    expect(femaleTitles.some((badge) => text.includes(badge))).toBe(true);
    expect(text).not.toContain(tierTitles.male.teto['1']);
    expect(text).not.toContain(tierTitles.male.egen['1']);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('explains egen and teto to visitors of other languages in one line that opens, and not to Korean ones', async () => {
    const explainer = egenTetoContents.en.explainer!;
    const { page } = await openPage(suite.browser, url('en', '/personality'));
    await page.getByText(explainer.heading).click();
    await page.getByText(explainer.paragraphs[0]!).waitFor();
    // The form is still there, under it.
    await page.getByRole('button', { name: loadMessages('en').egenTeto.start }).waitFor();
    await page.close();
    const korean = await (await fetch(url('ko', '/personality'))).text();
    expect(korean).not.toContain('data-explainer');
  });

  it('resumes after a reload where the visitor was, with the same option order', async () => {
    const { page } = await openPage(suite.browser, url('en', '/personality'));
    await startEgenTeto(page, 'Reload', 'Male', 'Start the test');
    await answerQuestions(page, 1, 5);
    await page.getByText('6 / 30', { exact: true }).waitFor();
    const orderBefore = await page.locator('[data-option-id]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-option-id')));
    await page.reload();
    await waitForHydration(page);
    await page.getByText('6 / 30', { exact: true }).waitFor();
    const orderAfter = await page.locator('[data-option-id]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-option-id')));
    expect(orderAfter).toEqual(orderBefore);
    expect(orderAfter.every((id) => id?.startsWith('q6-'))).toBe(true);
    await page.close();
  });

  it('goes back one question, and home from the first', async () => {
    const { page } = await openPage(suite.browser, url('en', '/personality'));
    await startEgenTeto(page, 'Back', 'Female', 'Start the test');
    await answerQuestions(page, 1, 2);
    await page.getByText('3 / 30', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('2 / 30', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('1 / 30', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${suite.server.origin}/en`);
    await page.close();
  });

  it('sends an invalid gender home', async () => {
    const response = await fetch(`${suite.server.origin}/en/test/other`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
  });

  it('lets only the browser that completed the test set its comment, once, and shows HTML as text', async () => {
    const payload = '<img src=x onerror="window.__attacked=1">';
    const { page } = await completeTest('en', 'Owner');
    const resultUrl = page.url();
    const box = page.getByLabel('Add a note to your result');
    await box.fill(payload);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Saved reads as done (decision 0020): a check mark in a status, the text kept and read-only, no disabled button.
    const saved = page.getByRole('status').filter({ hasText: 'Saved' });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('✓');
    expect(await page.getByRole('button', { name: 'Saved' }).count()).toBe(0);
    expect(await box.getAttribute('readonly')).not.toBeNull();
    expect(await box.inputValue()).toBe(payload);

    // Another browser context has no owner token: no comment box, and the API refuses without one.
    const other = await suite.browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(resultUrl);
    await waitForHydration(stranger);
    expect(await stranger.getByLabel('Add a note to your result').count()).toBe(0);
    const sessionId = resultUrl.split('/').pop();
    const forged = await fetch(`${suite.server.origin}/api/test/comment/${sessionId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personalComment: 'not mine' }),
    });
    expect(forged.status).toBe(401);

    // The recent list shows the comment as text, and nothing in it runs.
    await stranger.goto(url('en', '/personality'));
    await waitForHydration(stranger);
    await stranger.getByText(payload).waitFor();
    expect(await stranger.evaluate(() => (window as unknown as { __attacked?: number }).__attacked)).toBeUndefined();
    expect(await stranger.locator('img[src="x"]').count()).toBe(0);
    await other.close();
    await page.close();
  });

  it('puts the result title and share tags in the HTML, for clients without JavaScript', async () => {
    const { page } = await completeTest('ko', '지민');
    const html = await (await fetch(page.url())).text();
    const title = (await page.locator('h1').textContent()) ?? '';
    expect(html).toContain(`<title>지민님은 ${title}</title>`);
    expect(html).toMatch(new RegExp(`<meta property="og:title" content="지민님은 ${title}"/>`));
    expect(html).toContain('<html lang="ko" dir="ltr">');
    // Its own share card (docs/spec/product-rules.md D6), versioned, served as a 1200x630 PNG; it shows a name,
    // so caches keep it only minutes (a name hidden by moderation leaves it: decision 0045).
    const id = new URL(page.url()).pathname.split('/').at(-1);
    const image = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
    expect(image).toBe(`${suite.server.origin}/share-image/v${shareImageVersion}/ko/result/${id}.png`);
    const response = await fetch(image!);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=60, stale-while-revalidate=600');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await page.close();
  });

  it('answers an unknown result with the broken-link page and the catalogue, not a test it cannot know', async () => {
    const { page, problems } = await openPage(suite.browser, url('en', '/result/AAAAAAAAAAAAAAAA'), 'en-US', answeredNotFound);
    await expect(page.locator('h1').textContent()).resolves.toBe("This result link doesn't work");
    await expect(page.getByRole('link', { name: 'See all tests' }).getAttribute('href')).resolves.toBe('/en/tests');
    expect(await page.getByRole('link', { name: 'Take the test again' }).count()).toBe(0);
    expect(besidesNotFound(problems)).toEqual([]);
    await page.close();
  });

  it.each(languageCodes)('the catalogue in %s shows no text of another language', async (language) => {
    // A browser in the page's language, so the language suggestion banner stays away.
    const { page } = await openPage(suite.browser, url(language, '/'), language);
    const text = await page.locator('body').innerText();
    const lines = text.split('\n').map((line) => line.replace(/[\p{Emoji_Presentation}\p{Extended_Pictographic}\p{So}\uFE0F\d\s·•|%/:.,!?()-]/gu, '')).filter((line) => line.length > 0);
    const foreign = lines.filter((line) => !['NEW', 'HOT', 'MBTI', 'AI', 'TF'].includes(line) && !isWrittenInScriptOf(line, language));
    expect(foreign).toEqual([]);
    await page.close();
  });
});
