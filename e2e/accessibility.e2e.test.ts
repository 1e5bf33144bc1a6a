import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { localizePath, type LanguageCode } from '../domain/languages';
import { findSeriousViolations, type AxeViolation } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { answeredNotFound, besidesNotFound, openPage, revealDeferredParts, startEgenTeto, submitChoiceResult, submitEgenTetoResult } from './support/pages';

const browserAvailable = isBrowserAvailable();

/** axe-core in both colour schemes: the dark scheme is where contrast broke before. */
async function findViolationsInBothSchemes(page: Page): Promise<Record<'light' | 'dark', AxeViolation[]>> {
  await page.emulateMedia({ colorScheme: 'light' });
  const light = await findSeriousViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  // Colours change through CSS transitions: audit the settled page, not one halfway between the schemes.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const dark = await findSeriousViolations(page);
  return { light, dark };
}

const noViolations = { light: [], dark: [] };

describe.skipIf(!browserAvailable)('axe-core audit: no serious or critical violations, colour contrast included', () => {
  const suite = useBrowserSuite();
  const url = (language: LanguageCode, path: string) => `${suite.server.origin}${localizePath(path, language)}`;

  describe.each(['ko', 'ar'] as const)('in %s, light and dark', (language) => {
    const messages = loadMessages(language);

    it.each(['/', '/personality', '/mbti-love-test', '/no-such-page'])('catalogue, intro and 404 page %s', async (path) => {
      const { page, problems } = await openPage(suite.browser, url(language, path), language, path === '/no-such-page' ? answeredNotFound : {});
      expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
      expect(besidesNotFound(problems)).toEqual([]);
      await page.close();
    });

    it('egen/teto question page', async () => {
      const { page } = await openPage(suite.browser, url(language, '/personality'), language);
      await startEgenTeto(page, 'Axe', messages.common.female, messages.egenTeto.start);
      await page.getByText('1 / 30', { exact: true }).waitFor();
      expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
      await page.close();
    });

    it('choice quiz question page, with End test asking to confirm', async () => {
      const { page } = await openPage(suite.browser, url(language, '/thinking-feeling-test'), language);
      await startEgenTeto(page, 'Axe', messages.common.male, messages.egenTeto.start);
      await page.locator('[data-option-id]').first().click();
      await page.getByText('2 / 8', { exact: true }).waitFor();
      expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
      await page.getByRole('button', { name: messages.quiz.endTest }).click();
      await page.getByRole('alertdialog').waitFor();
      expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
      await page.close();
    });

    it('egen/teto result page', async () => {
      const id = await submitEgenTetoResult(suite.server.origin, 'Axe');
      const { page } = await openPage(suite.browser, url(language, `/result/${id}`), language);
      expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
      await page.close();
    });

    it('choice quiz result page, with its comments section', async () => {
      const id = await submitEgenTetoResult(suite.server.origin, 'Axe');
      const { page } = await openPage(suite.browser, `${url(language, '/thinking-feeling-result/T')}?name=Axe&percentage=63&sessionId=${id}`, language);
      await revealDeferredParts(page);
      await page.getByText(messages.comments.empty).first().waitFor();
      expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
      await page.close();
    });

    it('saved choice quiz result compared with a friend\'s, and the comparison page', async () => {
      const [first, second] = [await submitChoiceResult(suite.server.origin, 'Axe'), await submitChoiceResult(suite.server.origin, 'Bee')];
      const saved = await openPage(suite.browser, `${url(language, `/result/${second}`)}?with=${first}`, language);
      await saved.page.locator('[data-comparison-box]').waitFor();
      await revealDeferredParts(saved.page);
      expect(await findViolationsInBothSchemes(saved.page)).toEqual(noViolations);
      await saved.page.close();
      const comparison = await openPage(suite.browser, url(language, `/compare/${first}/${second}`), language);
      await comparison.page.locator('[data-compared-pair]').waitFor();
      expect(await findViolationsInBothSchemes(comparison.page)).toEqual(noViolations);
      await comparison.page.close();
    });
  });

  it('question page, with the home menu open', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/personality`);
    await startEgenTeto(page, 'Axe', 'Female', 'Start the test');
    await page.getByText('1 / 30', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menu').waitFor();
    expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
    await page.close();
  });

  it.each(['ko', 'en', 'ar'])('result page in %s, with the share dialog open', async (language) => {
    const id = await submitEgenTetoResult(suite.server.origin, 'Axe');
    const prefix = language === 'ko' ? '' : `/${language}`;
    const { page } = await openPage(suite.browser, `${suite.server.origin}${prefix}/result/${id}`);
    await page.locator('[data-share-actions] button').first().click();
    await page.getByRole('dialog').waitFor();
    expect(await findViolationsInBothSchemes(page)).toEqual(noViolations);
    await page.close();
  });
});
