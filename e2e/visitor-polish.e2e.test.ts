import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { localizePath, type LanguageCode } from '../domain/languages';
import { validQuizSubmission } from '../server/testing/test-app.server';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { isKeptOnOneLine, leftEdgesOf } from './support/layout';
import { answerQuestions, openPage, revealCommentCard, revealDeferredParts, startEgenTeto, submitEgenTetoResult } from './support/pages';

const browserAvailable = isBrowserAvailable();

/** What a phone visitor met on the site (decision 0020), each defect checked where the visitor sees it. */
describe.skipIf(!browserAvailable)('visitor polish in Chromium at 390 px', () => {
  const suite = useBrowserSuite();
  const url = (language: LanguageCode, path: string) => `${suite.server.origin}${localizePath(path, language)}`;

  it('gives the Arabic menu, dialog and toast the page direction, and keeps the menu off the screen edge', async () => {
    const { page } = await openPage(suite.browser, url('ar', '/'), 'ar');
    await page.getByRole('button', { name: loadMessages('ar').menu.open }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.evaluate((element) => [element.getAttribute('dir'), getComputedStyle(element).direction])).toEqual(['rtl', 'rtl']);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 8);
    // The current language is marked for the eye, not only for screen readers.
    const current = page.locator('[role="menuitem"][aria-current="true"]');
    const other = page.locator('[role="menuitem"][hreflang="en"]');
    const look = (element: Element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).fontWeight];
    expect(await current.evaluate(look)).not.toEqual(await other.evaluate(look));
    await page.close();

    const id = await submitEgenTetoResult(suite.server.origin, 'RTL');
    const result = await openPage(suite.browser, url('ar', `/result/${id}`), 'ar');
    await result.page.locator('[data-share-actions]').getByRole('button', { name: loadMessages('ar').share.shortButton, exact: true }).click();
    const dialog = result.page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    // Copying shows a toast, whether or not this headless browser grants the clipboard.
    await dialog.getByRole('button', { name: loadMessages('ar').share.copyLink }).click();
    const toast = result.page.locator('ol > li[data-state="open"]').first();
    await toast.waitFor();
    expect(await toast.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await result.page.close();
  });

  it("lists the visitor's own fresh result at once, after a choice quiz and after retaking egen/teto", async () => {
    const { page } = await openPage(suite.browser, url('en', '/spirit-animal-test'));
    // The intro loads (and caches) the recent list before this visitor's result exists.
    await page.locator('section[aria-labelledby="recent-results-title"][aria-busy="false"]').waitFor();
    await page.locator('input').first().fill('FreshChoice');
    await page.getByRole('button', { name: 'Male', exact: true }).click();
    await page.getByRole('button', { name: 'Start the test' }).click();
    for (let number = 1; number <= 8; number += 1) {
      await page.getByText(`${number} / 8`, { exact: true }).waitFor();
      await page.locator('[data-option-id]').first().click();
    }
    await page.waitForURL(/\/en\/result\/[\w-]{16}$/);
    await revealDeferredParts(page);
    await page.locator('section[aria-labelledby="recent-results-title"]').getByText('FreshChoice').waitFor();
    await page.close();

    const egenTeto = await openPage(suite.browser, url('en', '/personality'));
    await egenTeto.page.locator('section[aria-labelledby="recent-results-title"][aria-busy="false"]').waitFor();
    await startEgenTeto(egenTeto.page, 'FreshEgen', 'Female', 'Start the test');
    await answerQuestions(egenTeto.page, 1, 30);
    await egenTeto.page.waitForURL(/\/result\/[\w-]{16}$/);
    await egenTeto.page.getByRole('link', { name: 'Take the test again' }).click();
    await egenTeto.page.waitForURL(/\/en\/personality$/);
    await egenTeto.page.locator('section[aria-labelledby="recent-results-title"]').getByText('FreshEgen').waitFor();
    await egenTeto.page.close();
  });

  it('puts the promo call to action under its text in Japanese, leaving the text the card width', async () => {
    const { page } = await openPage(suite.browser, url('ja', '/animal-result/cat'), 'ja');
    await revealDeferredParts(page);
    await page.locator('[data-promo-text]').scrollIntoViewIfNeeded();
    const text = (await page.locator('[data-promo-text]').boundingBox())!;
    const action = (await page.locator('[data-promoted-test] > a').boundingBox())!;
    expect(text.width).toBeGreaterThan(200);
    expect(action.y).toBeGreaterThanOrEqual(text.y + text.height);
    await page.close();
  });

  it('breaks lines per script: Korean between words, Thai never inside a transliteration, headings balanced', async () => {
    const korean = await openPage(suite.browser, url('ko', '/'), 'ko');
    expect(await korean.page.evaluate(() => getComputedStyle(document.documentElement).wordBreak)).toBe('keep-all');
    expect(await korean.page.locator('h1').evaluate((element) => getComputedStyle(element).textWrapStyle)).toBe('balance');
    expect(await isKeptOnOneLine(korean.page, 'h1', /만나볼까요\?/)).toBe(true);
    await korean.page.close();

    const japanese = await openPage(suite.browser, url('ja', '/'), 'ja');
    expect(await japanese.page.evaluate(() => getComputedStyle(document.documentElement).wordBreak)).toBe('auto-phrase');
    await japanese.page.close();

    const thaiCatalogue = await openPage(suite.browser, url('th', '/'), 'th');
    expect(await isKeptOnOneLine(thaiCatalogue.page, 'h1', /ตัว\u2060?เอง/)).toBe(true);
    await thaiCatalogue.page.close();

    const thai = await openPage(suite.browser, url('th', '/personality'), 'th');
    expect(await isKeptOnOneLine(thai.page, 'h1', /เท\u2060?โท/)).toBe(true);
    expect(await isKeptOnOneLine(thai.page, 'h1', /เอ\u2060?เกน/)).toBe(true);
    await thai.page.close();
  });

  it('reads the Arabic question counter left to right and writes every percentage one way', async () => {
    const { page } = await openPage(suite.browser, url('ar', '/test/female'), 'ar');
    await page.getByText('1 / 30', { exact: true }).waitFor();
    const [one, thirty] = await leftEdgesOf(page, '[data-question-counter]', '1', '30');
    expect(one).toBeLessThan(thirty);
    await page.close();

    const id = await submitEgenTetoResult(suite.server.origin, 'Percent');
    const result = await openPage(suite.browser, url('ar', `/result/${id}`), 'ar');
    const text = await result.page.locator('main').innerText();
    const signs = text.match(/%/g) ?? [];
    expect(signs.length).toBeGreaterThan(5);
    expect(text.match(/\d\u200e%\u200e/g)).toHaveLength(signs.length);
    await result.page.close();
  });

  it('marks the tapped option during the pause before the next question', async () => {
    const { page } = await openPage(suite.browser, url('en', '/test/male'));
    await page.getByText('1 / 30', { exact: true }).waitFor();
    await page.evaluate(() => {
      const marked: string[] = [];
      (window as unknown as { marked: string[] }).marked = marked;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (target.hasAttribute('data-selected')) marked.push(target.getAttribute('data-option-id') ?? '');
        }
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-selected'] });
    });
    const option = page.locator('[data-option-id]').nth(2);
    const optionId = await option.getAttribute('data-option-id');
    await option.click();
    await page.getByText('2 / 30', { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marked: string[] }).marked)).toEqual([optionId]);
    await page.close();
  });

  it('shows the number-key hint only where the main pointer is fine', async () => {
    const hint = loadMessages('en').egenTeto.answerHint;
    const desktop = await openPage(suite.browser, url('en', '/test/male'));
    await desktop.page.getByText('1 / 30', { exact: true }).waitFor();
    expect(await desktop.page.getByText(hint).isVisible()).toBe(true);
    await desktop.page.close();

    const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await page.goto(url('en', '/test/male'));
    await page.getByText('1 / 30', { exact: true }).waitFor();
    expect(await page.getByText(hint).isVisible()).toBe(false);
    await phone.close();
  });

  // The spec's full comment card on result pages (docs/spec/core.md §5, decision 0035; POST /api/comments/{sessionId},
  // toasts for each outcome).
  it('has the full comment card: both fields required, refusals and failures said in toasts, the text kept, times shown', async () => {
    const messages = loadMessages('en');
    const id = await submitEgenTetoResult(suite.server.origin, 'Comments');
    const { page } = await openPage(suite.browser, `${url('en', '/thinking-feeling-result/F')}?name=Kim&percentage=70&sessionId=${id}`, 'en-US', {
      allowProblems: 'the test fails two comment posts, and the card logs each failure',
    });
    const section = await revealCommentCard(page);
    await section.getByText(messages.comments.empty).waitFor();
    // One heading, no second "Comments" toggle inside the card.
    expect((await section.innerText()).match(new RegExp(messages.comments.toggle, 'g'))).toHaveLength(1);
    expect(await section.locator('[aria-expanded]').count()).toBe(0);
    const comment = section.getByLabel(messages.comments.commentPlaceholder);
    expect((await comment.boundingBox())!.width).toBeGreaterThan(280);
    const toast = (text: string) => page.locator('ol > li[data-state="open"]').filter({ hasText: text }).first();
    const failPosts = (answer: (route: Route) => Promise<void>) =>
      page.route('**/api/comments/*', (route) => (route.request().method() === 'POST' ? answer(route) : route.continue()));

    // Only the comment: the card says both are needed, and sends nothing.
    await comment.fill('so true');
    await section.getByRole('button', { name: messages.comments.submit }).click();
    await toast(messages.comments.inputError).waitFor();

    await section.getByLabel(messages.comments.namePlaceholder).fill('Lee');
    await failPosts((route) => route.fulfill({ status: 429, headers: { 'retry-after': '7' }, contentType: 'application/json', body: '{"message":"Too many requests"}' }));
    await section.getByRole('button', { name: messages.comments.submit }).click();
    await toast('Try again in 7s').waitFor();
    expect(await comment.inputValue()).toBe('so true');

    await page.unrouteAll();
    await failPosts((route) => route.abort());
    await section.getByRole('button', { name: messages.comments.submit }).click();
    await toast(messages.comments.failed).waitFor();
    expect(await comment.inputValue()).toBe('so true');

    await page.unrouteAll();
    await section.getByRole('button', { name: messages.comments.submit }).click();
    await toast(messages.comments.registered).waitFor();
    await section.getByText('so true').waitFor();
    await section.locator('li time').getByText(messages.recent.justNow).waitFor();
    expect(await comment.inputValue()).toBe('');
    await page.close();
  });

  it('opens the compact comment widget of a recent entry, loading its list on the first open, and counts a new comment', async () => {
    const messages = loadMessages('en');
    const submitted = await fetch(`${suite.server.origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validQuizSubmission(3, 'aaaaaaaa', { name: 'Compact' })) });
    expect(submitted.status).toBe(201);
    const { page } = await openPage(suite.browser, url('en', '/thinking-feeling-test'));
    const entry = page.locator('li').filter({ hasText: 'Compact' }).first();
    const toggle = entry.getByRole('button', { name: new RegExp(messages.comments.toggle) });
    await toggle.click();
    await entry.getByText(messages.comments.empty).waitFor();
    await entry.getByLabel(messages.comments.namePlaceholder).fill('Ana');
    await entry.getByLabel(messages.comments.commentPlaceholder).fill('nice one');
    await entry.getByRole('button', { name: messages.comments.submit }).click();
    await entry.getByText('nice one').waitFor();
    expect(await toggle.textContent()).toContain('1');
    await page.close();
  });

  it('shows the egen/teto duration note before the form is filled', async () => {
    const { page } = await openPage(suite.browser, url('ko', '/personality'), 'ko');
    expect(await page.getByText(loadMessages('ko').egenTeto.duration).isVisible()).toBe(true);
    await page.close();
  });

  it('offers to re-send the same answers when saving the egen/teto result failed', async () => {
    const messages = loadMessages('en');
    const { page } = await openPage(suite.browser, url('en', '/personality'), 'en-US', { allowProblems: 'the test fails the first save, which the quiz logs' });
    await startEgenTeto(page, 'Retry', 'Male', messages.egenTeto.start);
    const sent: string[] = [];
    await page.route('**/api/test/submit', async (route) => {
      sent.push(route.request().postData() ?? '');
      if (sent.length === 1) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' });
      else await route.continue();
    });
    await answerQuestions(page, 1, 30);
    const retry = page.getByRole('button', { name: messages.egenTeto.retry });
    await retry.waitFor({ timeout: 15_000 });
    await retry.click();
    await page.waitForURL(/\/en\/result\/[\w-]{16}$/, { timeout: 15_000 });
    expect(sent).toHaveLength(2);
    const answersOf = (body: string) => (JSON.parse(body) as { answers: string[] }).answers;
    expect(answersOf(sent[1]!)).toEqual(answersOf(sent[0]!));
    expect(answersOf(sent[0]!)).toHaveLength(30);
    await page.close();
  });
});
