import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage } from './support/pages';

// The browser suites' own harness (e2e/support/pages.ts): a page that reports an error fails the test that opened
// it, unless the test says why it expects one.
describe.skipIf(!isBrowserAvailable())('the browser test harness', () => {
  const suite = useBrowserSuite();
  const catalogue = () => `${suite.server.origin}/en`;
  const logError = (text: string) => ({ beforeNavigation: (page: Page) => page.addInitScript((message) => console.error(message), text) });

  it('fails openPage when the page logs a console error while it loads', async () => {
    await expect(openPage(suite.browser, catalogue(), 'en-US', logError('planted console error'))).rejects.toThrow(/planted console error/);
  });

  it('fails openPage when the page throws while it loads', async () => {
    const throwing = {
      beforeNavigation: (page: Page) =>
        page.addInitScript(() => addEventListener('DOMContentLoaded', () => {
          throw new Error('planted page error');
        })),
    };
    await expect(openPage(suite.browser, catalogue(), 'en-US', throwing)).rejects.toThrow(/planted page error/);
  });

  it('fails openPage on a watched warning, and not on one it does not watch', async () => {
    const warning = { beforeNavigation: (page: Page) => page.addInitScript(() => console.warn('planted warning')) };
    await expect(openPage(suite.browser, catalogue(), 'en-US', { ...warning, consoleTypes: ['error', 'warning'] })).rejects.toThrow(/planted warning/);
    const { page, problems } = await openPage(suite.browser, catalogue(), 'en-US', warning);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('leaves the problems to a test that says why it expects them', async () => {
    const { page, problems } = await openPage(suite.browser, catalogue(), 'en-US', { ...logError('expected console error'), allowProblems: 'this test reads them' });
    expect(problems).toEqual(['expected console error']);
    await page.close();
  });

  // Passes only because the test fails: the error logged after openPage returned fails it once it ends.
  it.fails('fails the test when the page logs an error after it opened', async () => {
    const { page, problems } = await openPage(suite.browser, catalogue());
    expect(problems).toEqual([]);
    await page.evaluate(() => console.error('logged after opening'));
    await expect.poll(() => problems).toEqual(['logged after opening']);
    await page.close();
  });
});
