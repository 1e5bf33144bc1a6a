import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { localizePath, type LanguageCode } from '../domain/languages';
import { animalContents } from '../domain/quizzes/animal/content';
import { bestFriendContents } from '../domain/quizzes/best-friend/content';
import type { ChoiceQuizContent } from '../domain/quizzes/content-schema';
import { mbtiLoveContents } from '../domain/quizzes/mbti-love/content';
import { spiritAnimalContents } from '../domain/quizzes/spirit-animal/content';
import { chooseGender, type VariableText } from '../domain/quizzes/gendered-text';
import { answersFromLetters } from '../domain/quizzes/testing/answers-from-letters';
import { thinkingFeelingContents } from '../domain/quizzes/thinking-feeling/content';
import { withoutLineBreakMarks } from '../domain/text/line-break-marks';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { answeredNotFound, besidesNotFound, openPage, waitForHydration } from './support/pages';

const browserAvailable = isBrowserAvailable();

interface QuizCase {
  slug: string;
  testTypeId: number;
  contents: Record<LanguageCode, ChoiceQuizContent<{ title: string; deep: { story: VariableText[] } }>>;
  /** One letter per question and the result they give (the domain's scoring tables hold every rule). */
  letters: string;
  resultType: string;
  /** Two languages each; ar, hi or th for at least two quizzes. */
  languages: [LanguageCode, LanguageCode];
}

const quizzes: QuizCase[] = [
  { slug: 'mbti-love', testTypeId: 5, contents: mbtiLoveContents, letters: 'acacacacac', resultType: 'ENTP', languages: ['en', 'ar'] },
  { slug: 'animal', testTypeId: 2, contents: animalContents, letters: 'abadadcdda', resultType: 'cat', languages: ['ko', 'th'] },
  { slug: 'thinking-feeling', testTypeId: 3, contents: thinkingFeelingContents, letters: 'aaaaaccc', resultType: 'T', languages: ['ja', 'hi'] },
  { slug: 'best-friend', testTypeId: 4, contents: bestFriendContents, letters: 'daddadad', resultType: 'creative', languages: ['zh', 'es'] },
  { slug: 'spirit-animal', testTypeId: 6, contents: spiritAnimalContents, letters: 'dabbcaac', resultType: 'owl', languages: ['fr', 'ar'] },
];

async function startQuiz(page: Page, language: LanguageCode, name: string) {
  const messages = loadMessages(language);
  await page.locator('input').first().fill(name);
  await page.getByRole('button', { name: messages.common.female, exact: true }).click();
  await page.getByRole('button', { name: messages.egenTeto.start }).click();
}

/** Clicks the given options from the first question on; `total` is the quiz's question count. */
async function answerAll(page: Page, answers: string[], total = answers.length) {
  for (const [index, optionId] of answers.entries()) {
    await page.getByText(`${index + 1} / ${total}`, { exact: true }).waitFor();
    await page.locator(`[data-option-id="${optionId}"]`).click();
  }
}

describe.skipIf(!browserAvailable)('the five choice quizzes in Chromium', () => {
  const suite = useBrowserSuite();
  const url = (language: LanguageCode, path: string) => `${suite.server.origin}${localizePath(path, language)}`;

  describe.each(quizzes)('$slug', (quiz) => {
    it.each(quiz.languages)('is completed in %s and lands on the right result page, saved with a session id', async (language) => {
      const { page, problems } = await openPage(suite.browser, url(language, `/${quiz.slug}-test`));
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await startQuiz(page, language, 'Mina');
      // Decision 0033: questions and result read in the forms of the gender chosen (female here).
      const content = quiz.contents[language];
      const firstQuestion = Object.values(content.questions)[0]!;
      await page.getByText(`1 / ${quiz.letters.length}`, { exact: true }).waitFor();
      expect(await page.locator('h2, h1').filter({ hasText: chooseGender(firstQuestion.text, 'female') }).count()).toBeGreaterThan(0);
      await answerAll(page, answersFromLetters(quiz.letters));
      // The saved result is its own page, the one to share (decision 0036).
      await page.waitForURL(/\/result\/[\w-]{16}$/, { timeout: 15_000 });
      const sessionId = new URL(page.url()).pathname.split('/').at(-1);
      expect(new URL(page.url()).pathname).toBe(localizePath(`/result/${sessionId}`, language));
      await page.getByText(loadMessages(language).result.resultOf.replace('{{name}}', 'Mina'), { exact: true }).waitFor();
      // The page's texts carry invisible line-breaking marks (decision 0041).
      await expect.poll(async () => withoutLineBreakMarks((await page.locator('h1').textContent()) ?? '')).toBe(quiz.contents[language].profiles[quiz.resultType]!.title);
      const story = chooseGender(content.profiles[quiz.resultType]!.deep.story, 'female');
      expect((await page.locator('[data-story] p').allTextContents()).map(withoutLineBreakMarks)).toEqual(story);

      const stored = await (await fetch(`${suite.server.origin}/api/test/${sessionId}`)).json();
      expect(stored).toMatchObject({ testTypeId: quiz.testTypeId, resultType: quiz.resultType, name: 'Mina' });
      expect(problems).toEqual([]);
      await page.close();
    });

    it('/result/{id} of a saved session shows it to a friend: the sharer\'s name, their result in their forms, "take this test yourself" first', async () => {
      const response = await fetch(`${suite.server.origin}/api/test/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ testTypeId: quiz.testTypeId, name: 'Jun', gender: 'male', answers: answersFromLetters(quiz.letters), resultType: quiz.resultType }),
      });
      const { id } = (await response.json()) as { id: string };
      const { page, problems } = await openPage(suite.browser, url('es', `/result/${id}`), 'es');
      const messages = loadMessages('es');
      expect(new URL(page.url()).pathname).toBe(`/es/result/${id}`);
      await expect(page.locator('h1').textContent()).resolves.toBe(chooseGender(quiz.contents.es.profiles[quiz.resultType]!.title, 'male'));
      const story = chooseGender(quiz.contents.es.profiles[quiz.resultType]!.deep.story, 'male');
      expect(await page.locator('[data-story] p').allTextContents()).toEqual(story);
      const invitation = page.locator('[data-friend-invitation]');
      await invitation.getByText(messages.result.friendLine.replace('{{name}}', 'Jun')).waitFor();
      expect(await invitation.getByRole('link', { name: messages.result.takeItYourself }).getAttribute('href')).toBe(`/es/${quiz.slug}-test`);
      // The friend's first action comes first, on the first phone screen; the owner's line on comparing is not there.
      const link = (await invitation.getByRole('link').boundingBox())!;
      expect(link.y + link.height).toBeLessThanOrEqual(844);
      expect(link.y).toBeLessThan((await page.locator('h1').boundingBox())!.y);
      expect(await page.locator('[data-compare-hint]').count()).toBe(0);
      expect(problems).toEqual([]);
      await page.close();
    });

    it('has no serious or critical axe violations on its intro, question and result pages', async () => {
      const { page } = await openPage(suite.browser, url('en', `/${quiz.slug}-test`));
      expect(await findSeriousViolations(page)).toEqual([]);
      await startQuiz(page, 'en', 'Axe');
      await page.getByText(`1 / ${quiz.letters.length}`, { exact: true }).waitFor();
      expect(await findSeriousViolations(page)).toEqual([]);
      await page.goto(url('en', `/${quiz.slug}-result/${quiz.resultType}`));
      await waitForHydration(page);
      expect(await findSeriousViolations(page)).toEqual([]);
      await page.close();
    });
  });

  it('shows "unknown result" for an animal the quiz does not have, and "result not found" without one', async () => {
    const messages = loadMessages('en');
    const unknown = await openPage(suite.browser, url('en', '/animal-result/dragon'), 'en-US', answeredNotFound);
    expect(unknown.status).toBe(404);
    await expect(unknown.page.locator('h1').textContent()).resolves.toBe(messages.quiz.unknownResult);
    await unknown.page.getByRole('link', { name: messages.quiz.backToTests }).waitFor();
    expect(besidesNotFound(unknown.problems)).toEqual([]);
    await unknown.page.close();
    const missing = await openPage(suite.browser, url('en', '/animal-result'), 'en-US', answeredNotFound);
    await expect(missing.page.locator('h1').textContent()).resolves.toBe(messages.result.notFound);
    expect(besidesNotFound(missing.problems)).toEqual([]);
    await missing.page.close();
  });

  it('shows the default results without a type: ENFP, loyal, eagle', async () => {
    const defaults = [
      ['mbti-love', mbtiLoveContents.en.profiles.ENFP!.title],
      ['best-friend', bestFriendContents.en.profiles.loyal!.title],
      ['spirit-animal', spiritAnimalContents.en.profiles.eagle!.title],
    ];
    for (const [slug, title] of defaults) {
      const { page, status } = await openPage(suite.browser, url('en', `/${slug}-result`));
      expect(status).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toBe(title);
      await page.close();
    }
  });

  it("shows the spirit animal's lucky number and colour", async () => {
    const { page } = await openPage(suite.browser, url('en', '/spirit-animal-result/owl'));
    const facts = await page.locator('[data-facts]').textContent();
    expect(facts).toContain(spiritAnimalContents.en.profiles.owl!.luckyColor);
    expect(facts).toContain('9');
    await page.close();
  });

  it('keeps Previous disabled on the first question, resumes after a reload, and End test asks before going home', async () => {
    const { page } = await openPage(suite.browser, url('en', '/thinking-feeling-test'));
    await startQuiz(page, 'en', 'Resume');
    await page.getByText('1 / 8', { exact: true }).waitFor();
    const previous = page.getByRole('button', { name: loadMessages('en').quiz.previous });
    expect(await previous.isDisabled()).toBe(true);
    await answerAll(page, answersFromLetters('aa'), 8);
    await page.getByText('3 / 8', { exact: true }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.getByText('3 / 8', { exact: true }).waitFor();
    await previous.click();
    await page.getByText('2 / 8', { exact: true }).waitFor();
    // One answer given: End test asks first (decision 0020); keeping on stays on the question.
    const messages = loadMessages('en');
    await page.getByRole('button', { name: messages.quiz.endTest }).click();
    const dialog = page.getByRole('alertdialog', { name: messages.quiz.endConfirmTitle });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: messages.quiz.keepGoing }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('2 / 8', { exact: true }).waitFor();
    await page.getByRole('button', { name: messages.quiz.endTest }).click();
    await dialog.getByRole('button', { name: messages.quiz.endTest }).click();
    await page.waitForURL(`${suite.server.origin}/en`);
    await page.close();
  });

  it('ends at once when no answer would be lost', async () => {
    const { page } = await openPage(suite.browser, url('en', '/spirit-animal-test'));
    await startQuiz(page, 'en', 'Quick');
    await page.getByText('1 / 8', { exact: true }).waitFor();
    await page.getByRole('button', { name: loadMessages('en').quiz.endTest }).click();
    await page.waitForURL(`${suite.server.origin}/en`);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.close();
  });

  it('puts the result title in the server HTML with its own share tags', async () => {
    const html = await (await fetch(url('hi', '/thinking-feeling-result/F?name=Asha&percentage=75'))).text();
    const title = thinkingFeelingContents.hi.profiles.F!.title;
    expect(html).toContain(`<title>${title} | `);
    expect(html).toContain(`<meta property="og:title" content="${title} | `);
    expect(html).toContain(`<link rel="canonical" href="${suite.server.origin}/hi/thinking-feeling-result/F"/>`);
    // percentage=75 for F: the split shows F 75 and T 25.
    expect(html).toContain('75%');
    // The type's own share card in the page's language; an unknown type has none.
    expect(html).toContain(`<meta property="og:image" content="${suite.server.origin}/share-image/v${shareImageVersion}/hi/thinking-feeling/F.png"/>`);
    const card = await fetch(`${suite.server.origin}/share-image/v${shareImageVersion}/hi/thinking-feeling/F.png`);
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await fetch(`${suite.server.origin}/share-image/v${shareImageVersion}/hi/thinking-feeling/Q.png`)).status).toBe(404);
    // A link preview cached under an older design version is sent to the current card.
    const old = await fetch(`${suite.server.origin}/share-image/v0/hi/thinking-feeling/F.png`, { redirect: 'manual' });
    expect([old.status, new URL(old.headers.get('location')!, suite.server.origin).pathname]).toEqual([301, `/share-image/v${shareImageVersion}/hi/thinking-feeling/F.png`]);
  });

  it.each(['es', 'fr', 'ar', 'hi'] as const)('renders a %s result in the forms of the gender in its link, and keeps that gender in its share link, card and match links', async (language) => {
    const profile = bestFriendContents[language].profiles.loyal!;
    const read = async (gender: string) =>
      (await (await fetch(`${url(language, '/best-friend-result/loyal')}?gender=${gender}`)).text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    const [female, male] = [await read('female'), await read('male')];
    const differing = [...chooseGender([profile.description, profile.deep.story, profile.deep.advice], 'female').flat()].filter(
      (text, index) => text !== [...chooseGender([profile.description, profile.deep.story, profile.deep.advice], 'male').flat()][index],
    );
    expect(differing.length).toBeGreaterThan(0);
    for (const text of differing) {
      expect(female).toContain(text);
      expect(male).not.toContain(text);
    }
    expect(female).toContain(`href="${localizePath('/best-friend-result/adventurer', language)}?gender=female"`);
    expect(female).toContain(`${suite.server.origin}${localizePath('/best-friend-result/loyal', language)}?gender=female`);
    expect(female).toContain(`/share-image/v${shareImageVersion}/${language}/best-friend/loyal-female.png`);
    const cards = await Promise.all(['loyal-female', 'loyal-male', 'loyal'].map((key) => fetch(`${suite.server.origin}/share-image/v${shareImageVersion}/${language}/best-friend/${key}.png`)));
    expect(cards.map((card) => [card.status, card.headers.get('content-type')])).toEqual(Array(3).fill([200, 'image/png']));
    const [femaleCard, maleCard] = await Promise.all(cards.slice(0, 2).map(async (card) => Buffer.from(await card.arrayBuffer())));
    // The card's subtitle is the description, which differs by gender in this profile or not: the cards differ only if it does.
    expect(femaleCard!.equals(maleCard!)).toBe(chooseGender(profile.description, 'female') === chooseGender(profile.description, 'male'));
  });

  // Decision 0032: a page per quiz with all its results, server-rendered in every language, linked from the results.
  it.each(quizzes.flatMap((quiz) => quiz.languages.map((language) => [`${quiz.slug} in ${language}`, quiz, language] as const)))(
    'lists every result of %s on its types page, without JavaScript, each linking to its result page',
    async (_label, quiz, language) => {
      const messages = loadMessages(language);
      const html = (await (await fetch(url(language, `/${quiz.slug}-types`))).text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
      const profiles = Object.entries(quiz.contents[language].profiles);
      expect(html).toContain(`lang="${language}"`);
      const quizName = messages.tests[quiz.slug as keyof typeof messages.tests].name;
      // Titles carry no word joiners (decision 0041).
      expect(html).toContain(`<title>${messages.quiz.allTypesTitle.replace('{{quiz}}', quizName).replace('{{count}}', String(profiles.length)).replaceAll('\u2060', '')}`);
      for (const [type] of profiles) {
        expect(html, type).toContain(`href="${localizePath(`/${quiz.slug}-result/${type}`, language)}"`);
      }
      expect(html.match(/data-type="/g)).toHaveLength(profiles.length);
    },
  );

  it('links each result page to the page of all its results', async () => {
    const { page } = await openPage(suite.browser, url('en', '/mbti-love-result/INFP'));
    await page.locator('[data-all-types]').click();
    await page.waitForURL(url('en', '/mbti-love-types'));
    await page.locator('[data-type="ENTJ"]').click();
    await page.waitForURL(url('en', '/mbti-love-result/ENTJ'));
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.close();
  });
});
