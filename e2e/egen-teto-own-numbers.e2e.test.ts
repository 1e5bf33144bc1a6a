/** Decision 0043: the egen/teto result's words follow the visitor's own bars, in every language. */
import { describe, expect, it } from 'vitest';
import { languageCodes, localizePath } from '../domain/languages';
import { egenTetoContents } from '../domain/quizzes/egen-teto/content';
import { egenTetoQuestions } from '../domain/quizzes/egen-teto/egen-teto-structure';
import { chooseGender } from '../domain/quizzes/gendered-text';
import { keepWordsTogetherInContent } from '../domain/text/keep-words-together';
import { loadMessages } from '../app/i18n/messages.server';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage, submitEgenTetoResult } from './support/pages';

// 54 % teto overall; social energy strongly teto, expression (33 %) and daily rhythm (34 %) egen, decisions even.
const picks = 'aaaabc' + 'acdcbd' + 'abcdcb' + 'bcadcd' + 'abdcab';
const answers = egenTetoQuestions.map((question, index) => `${question.id}-${picks[index]}`);

describe.skipIf(!isBrowserAvailable())('an egen/teto result that leans a little', () => {
  const suite = useBrowserSuite();

  it.each(languageCodes)('in %s, reads as low-key and describes each area from its own bar', async (language) => {
    const id = await submitEgenTetoResult(suite.server.origin, 'Léa', { answers, gender: 'female' });
    const { page } = await openPage(suite.browser, `${suite.server.origin}${localizePath(`/result/${id}`, language)}`);
    // The texts as the page lays them out (words kept together where a language needs it).
    const content = keepWordsTogetherInContent(egenTetoContents[language], language);
    const texts = chooseGender(content.areaProfiles, 'female');
    const shown = (await page.locator('main').first().textContent()) ?? '';
    // The line under the title says the other side shows too; never the "walking power plant".
    expect(shown).toContain(content.profiles.teto.lowKeySubtitle);
    expect(shown).not.toContain(content.profiles.teto.subtitle);
    // The communication section tells the egen side of expression, above the visitor's 33 % bar.
    const communication = page.locator('section', { has: page.getByRole('heading', { name: loadMessages(language).result.communicationStyle }) });
    expect(await communication.textContent()).toContain(texts.expression.egen.text);
    expect(shown).not.toContain(texts.expression.teto.text);
    expect(shown).not.toContain(texts.expression.teto.strength);
    expect(shown).toContain(texts.decision.both.text);
    await page.close();
  });
});
