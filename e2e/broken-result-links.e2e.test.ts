import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { localizePath } from '../domain/languages';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { answeredNotFound, answerQuestions, besidesNotFound, openPage, startEgenTeto, submitChoiceResult, submitEgenTetoResult } from './support/pages';

const missingId = 'AAAAAAAAAAAAAAAA';
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

// Decision 0042: a saved result's or a comparison's address that leads nowhere is a page of the site.
describe.skipIf(!isBrowserAvailable())('broken result and comparison links', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => `${suite.server.origin}${path}`;

  it.each(['ko', 'ar'] as const)('a missing result in %s: 404, the broken-link card, the catalogue, the footer, no serious axe violation', async (language) => {
    const messages = loadMessages(language);
    const { page, problems, status } = await openPage(suite.browser, url(localizePath(`/result/${missingId}`, language)), language, answeredNotFound);
    expect(status).toBe(404);
    expect(await page.title()).toBe(messages.brokenLink.heading);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    await expect(page.locator('h1').textContent()).resolves.toBe(messages.brokenLink.heading);
    await page.getByText(messages.brokenLink.message).waitFor();
    // The site's shell: its header and its footer.
    await page.locator('header').first().waitFor();
    await page.locator('footer').getByText(messages.footer.disclaimer).waitFor();
    // Nothing says which test the link was for: no test is offered, only the catalogue.
    expect(await page.locator('main a').count()).toBe(1);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      expect(await findSeriousViolations(page), scheme).toEqual([]);
    }
    await page.getByRole('link', { name: messages.brokenLink.allTests }).click();
    await page.waitForURL(url(localizePath('/tests', language)));
    await page.locator('[data-test-id]').first().waitFor();
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.close();
  });

  it('keeps the broken-link page out of every cache, in every address form, and offers the test a ?with= names', async () => {
    const friendId = await submitChoiceResult(suite.server.origin, 'Mina');
    const en = loadMessages('en');
    for (const path of [`/result/${missingId}`, `/ja/result/${missingId}`, `/fr/result/${missingId}?with=${missingId}`, `/th/compare/${missingId}/BBBBBBBBBBBBBBBB`, '/compare/XXXX/YYYY']) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control') ?? '', path).not.toMatch(/public/);
      expect(await response.text(), path).toContain('data-broken-result-link');
    }
    // A result asked to be compared with a friend's that is there: the link was for that friend's test.
    const { page, problems, status } = await openPage(suite.browser, url(`/en/result/${missingId}?with=${friendId}`), 'en-US', answeredNotFound);
    expect(status).toBe(404);
    const quizName = en.tests['mbti-love'].name;
    await expect(page.getByRole('link', { name: fill(en.brokenLink.takeTest, { quiz: quizName }) }).getAttribute('href')).resolves.toBe('/en/mbti-love-test');
    expect(besidesNotFound(problems)).toEqual([]);
    await page.close();
  });

  it('shows the one result a comparison address has, and leads to the comparison through its test', async () => {
    const en = loadMessages('en');
    const friendId = await submitEgenTetoResult(suite.server.origin, 'Sam');
    const { page, problems, status } = await openPage(suite.browser, url(`/en/compare/${friendId}/XXXX`), 'en-US', answeredNotFound);
    expect(status).toBe(404);
    const response = await fetch(url(`/en/compare/${friendId}/XXXX`));
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
    await expect(page.locator('h1').textContent()).resolves.toBe(fill(en.compare.oneFound.heading, { name: 'Sam' }));
    const person = page.locator('[data-compared-person]');
    await expect(person.textContent()).resolves.toContain('Sam');
    expect(await person.getAttribute('href')).toBe(`/en/result/${friendId}`);
    await page.locator('footer').getByText(en.footer.disclaimer).waitFor();
    expect(await findSeriousViolations(page)).toEqual([]);
    // The same friend loop as a shared result: taking the test from here compares the two.
    expect(await page.evaluate(() => localStorage.getItem('friend-result:1'))).toBe(friendId);
    const take = page.getByRole('link', { name: en.compare.oneFound.action });
    expect(await take.getAttribute('href')).toBe('/en/personality');
    await take.click();
    await page.waitForURL(url('/en/personality'));
    await startEgenTeto(page, 'Leo', en.common.female, en.egenTeto.start);
    await answerQuestions(page, 1, 30);
    await page.waitForURL(new RegExp(`/en/result/[\\w-]{16}\\?with=${friendId}$`), { timeout: 15_000 });
    await page.locator('[data-comparison-box]').waitFor();
    expect(besidesNotFound(problems)).toEqual([]);
    await page.close();
  });

  it('says plainly that two results are of different tests, and links to each', async () => {
    const en = loadMessages('en');
    const egenTetoId = await submitEgenTetoResult(suite.server.origin, 'Sam');
    const loveId = await submitChoiceResult(suite.server.origin, 'Mina');
    const { page, problems, status } = await openPage(suite.browser, url(`/en/compare/${egenTetoId}/${loveId}`), 'en-US', answeredNotFound);
    expect(status).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe(en.compare.differentTests.heading);
    await page.getByText(en.compare.differentTests.message).waitFor();
    const people = page.locator('[data-compared-person]');
    expect(await people.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([`/en/result/${egenTetoId}`, `/en/result/${loveId}`]);
    expect(await people.allTextContents()).toEqual([expect.stringContaining('Sam'), expect.stringContaining('Mina')]);
    await page.getByText(en.tests.personality.name, { exact: true }).waitFor();
    await page.getByText(en.tests['mbti-love'].name, { exact: true }).waitFor();
    expect(await findSeriousViolations(page)).toEqual([]);
    await people.nth(1).click();
    await page.waitForURL(url(`/en/result/${loveId}`));
    expect(besidesNotFound(problems)).toEqual([]);
    await page.close();
  });
});
