import { describe, expect, it } from 'vitest';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage, startEgenTeto, submitEgenTetoResult } from './support/pages';

const browserAvailable = isBrowserAvailable();

describe.skipIf(!browserAvailable)('axe-core audit: no serious or critical violations', () => {
  const suite = useBrowserSuite();

  it.each(['/', '/en/tests', '/ar', '/personality', '/th/personality'])('catalogue and intro page %s', async (path) => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}${path}`);
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('question page, with the home menu open', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/personality`);
    await startEgenTeto(page, 'Axe', 'Female', 'Start the test');
    await page.getByText('1 / 30', { exact: true }).waitFor();
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('menu').waitFor();
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.close();
  });

  it.each(['ko', 'en', 'ar'])('result page in %s, with the share dialog open', async (language) => {
    const id = await submitEgenTetoResult(suite.server.origin, 'Axe');
    const prefix = language === 'ko' ? '' : `/${language}`;
    const { page } = await openPage(suite.browser, `${suite.server.origin}${prefix}/result/${id}`);
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.locator('main button.button-primary').last().click();
    await page.getByRole('dialog').waitFor();
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.close();
  });
});
