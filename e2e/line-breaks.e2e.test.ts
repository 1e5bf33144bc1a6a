import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { localizePath, type LanguageCode } from '../domain/languages';
import { thaiWordsKeptWhole } from '../domain/text/keep-words-together';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { findLineBreakProblems } from './support/layout';
import { openPage, submitEgenTetoResult } from './support/pages';

const browserAvailable = isBrowserAvailable();

/** Words once seen cut across lines, besides those the server keeps whole. */
const issueWords = ['หัวเย็น', 'สายรู้สึก', 'ความรู้สึก'];

/**
 * Decision 0041: Thai compounds cut across lines, ๆ and the middle dot starting a line. Checked on the
 * result pages at 390 px, every text squeezed to 1 px in turn so the line-breaking rules alone decide.
 */
describe.skipIf(!browserAvailable)('line breaks in Chromium at 390 px', () => {
  const suite = useBrowserSuite();
  const url = (language: LanguageCode, path: string) => `${suite.server.origin}${localizePath(path, language)}`;

  it.each(['T', 'F'])('keeps Thai compounds whole and ๆ on its word’s line on the thinking/feeling result %s', async (type) => {
    const { page } = await openPage(suite.browser, url('th', `/thinking-feeling-result/${type}`), 'th');
    // The result's footer says what produced it (docs/spec/product-rules.md D8).
    expect(await page.locator('footer [data-result-source="choice"]').textContent()).toBe(loadMessages('th').footer.choiceSource);
    const found = await findLineBreakProblems(page, 'body', [...issueWords, ...thaiWordsKeptWhole], ['ๆ', '·']);
    expect(found.splitWords).toEqual([]);
    expect(found.lineStarts).toEqual([]);
    expect(found.seen['ๆ']).toBeGreaterThan(0);
    expect(found.seen[type === 'T' ? 'หัวเย็น' : 'สายรู้สึก']).toBeGreaterThan(0);
    expect(found.seen['ความรู้สึก']).toBeGreaterThan(0);
    await page.close();
  });

  it('keeps the egen/teto titles and texts whole in Thai (สาวเอเกนพลังเลเวลแม็กซ์ was cut as "พลังเล / เวลแม็กซ์")', async () => {
    const answers = Array.from({ length: 30 }, (_, index) => `q${index + 1}-c`);
    const id = await submitEgenTetoResult(suite.server.origin, 'Mind', { answers, gender: 'female' });
    const { page } = await openPage(suite.browser, url('th', `/result/${id}`), 'th');
    const found = await findLineBreakProblems(page, 'main', thaiWordsKeptWhole, ['ๆ']);
    expect(found.splitWords).toEqual([]);
    expect(found.lineStarts).toEqual([]);
    expect(found.seen['เลเวลแม็กซ์']).toBeGreaterThan(0);
    await page.close();
  });

  it('never starts a Korean line with a middle dot, on a result page and the catalogue (연애운·재물운 / ·직업운)', async () => {
    const result = await openPage(suite.browser, url('ko', '/thinking-feeling-result/T'), 'ko');
    expect(await result.page.evaluate(() => getComputedStyle(document.documentElement).wordBreak)).toBe('keep-all');
    expect(await result.page.locator('footer [data-result-source="choice"]').textContent()).toBe(loadMessages('ko').footer.choiceSource);
    const onResult = await findLineBreakProblems(result.page, 'body', [], ['·']);
    expect(onResult.lineStarts).toEqual([]);
    expect(onResult.seen['·']).toBeGreaterThan(0);
    await result.page.close();

    const catalogue = await openPage(suite.browser, url('ko', '/'), 'ko');
    const onCatalogue = await findLineBreakProblems(catalogue.page, 'main', ['연애운·재물운·직업운'], ['·']);
    expect(onCatalogue.splitWords).toEqual([]);
    expect(onCatalogue.lineStarts).toEqual([]);
    expect(onCatalogue.seen['연애운·재물운·직업운']).toBeGreaterThan(0);
    await catalogue.page.close();
  });
});
