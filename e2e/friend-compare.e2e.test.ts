import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shareImageVersion } from '../app/features/share/share-image-path';
import { loadMessages } from '../app/i18n/messages.server';
import { choiceQuizScorings } from '../domain/quizzes/choice-quiz-scorings';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage, submitChoiceResult, submitEgenTetoResult, waitForHydration } from './support/pages';

const messages = loadMessages('en');
const sessionIdPattern = /^[\w-]{16}$/;

/** Takes the animal quiz (10 questions) on its intro page, always picking option `slot`, and waits for the saved result. */
async function takeAnimalQuiz(page: Page, name: string, gender: 'male' | 'female', slot: number): Promise<URL> {
  await page.locator('input').first().fill(name);
  await page.getByRole('button', { name: messages.common[gender], exact: true }).click();
  await page.getByRole('button', { name: messages.egenTeto.start }).click();
  for (let number = 1; number <= 10; number += 1) {
    await page.getByText(`${number} / 10`, { exact: true }).waitFor();
    await page.locator('[data-option-id]').nth(slot).click();
  }
  await page.waitForURL(/\/en\/result\/[\w-]{16}/, { timeout: 15_000 });
  return new URL(page.url());
}

const headTag = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

// Decision 0036: the shared link is the saved result; a friend reads whose it is, takes the test and sees both compared.
describe.skipIf(!isBrowserAvailable())('a friend\'s view and the comparison', () => {
  const suite = useBrowserSuite();
  const url = (path: string) => `${suite.server.origin}${path}`;

  it('takes a friend from a shared choice-quiz result through the test to the comparison, and the comparison page to its card', async () => {
    // The sharer takes the test in their own browser: their result reads as theirs.
    const sharer = await openPage(suite.browser, url('/en/animal-test'));
    const sharerUrl = await takeAnimalQuiz(sharer.page, 'Mina', 'female', 0);
    const sharerId = sharerUrl.pathname.split('/').at(-1)!;
    expect(sharerId).toMatch(sessionIdPattern);
    await sharer.page.locator('[data-compare-hint]').getByText(messages.result.compareHint).waitFor();
    expect(await sharer.page.locator('[data-friend-invitation]').count()).toBe(0);
    const row = (await sharer.page.locator('[data-share-actions]').boundingBox())!;
    expect(row.y + row.height).toBeLessThanOrEqual(844);
    expect(await sharer.page.getByRole('link', { name: messages.quiz.retake }).count()).toBe(1);
    expect(sharer.problems).toEqual([]);
    await sharer.page.close();

    // The friend opens the shared link in another browser: the sharer's name, and "take this test yourself" first.
    const friend = await openPage(suite.browser, url(`/en/result/${sharerId}`));
    await friend.page.getByText(messages.result.resultOf.replace('{{name}}', 'Mina'), { exact: true }).waitFor();
    const invitation = friend.page.locator('[data-friend-invitation]');
    await invitation.getByText(messages.result.friendLine.replace('{{name}}', 'Mina')).waitFor();
    await invitation.getByRole('link', { name: messages.result.takeItYourself }).click();
    await friend.page.waitForURL(url('/en/animal-test'));
    const friendUrl = await takeAnimalQuiz(friend.page, 'Leo', 'male', 1);
    const friendId = friendUrl.pathname.split('/').at(-1)!;
    expect(friendId).toMatch(sessionIdPattern);
    expect(friendUrl.searchParams.get('with')).toBe(sharerId);

    // On the friend's own result: both results side by side, and the way to the comparison page.
    const box = friend.page.locator('[data-comparison-box]');
    await box.getByRole('heading', { name: messages.compare.heading.replace('{{name}}', 'Mina') }).waitFor();
    // "You and Mina": the visitor first.
    expect(await box.locator('[data-compared-person]').allTextContents()).toEqual([expect.stringContaining('Leo'), expect.stringContaining('Mina')]);
    expect(await box.locator('[data-pairing]').getAttribute('data-pairing')).toMatch(/^(same|best|good|hard|mixed|neutral)$/);
    await box.locator('[data-open-comparison]').click();
    await friend.page.waitForURL(url(`/en/compare/${sharerId}/${friendId}`));
    await friend.page.getByRole('heading', { level: 1, name: 'Mina × Leo' }).waitFor();
    // Both took the test: the page's last step is another friend, not "take this test yourself".
    await friend.page.getByRole('button', { name: messages.compare.inviteAnother }).waitFor();
    expect(await friend.page.getByRole('link', { name: messages.result.takeItYourself }).count()).toBe(0);
    expect(friend.problems).toEqual([]);
    await friend.page.close();

    // The sharer's result, opened again (and kept by the server's cache since her first visit), now lists the friend
    // who compared, with the way to the comparison: server-drawn for anyone who opens it.
    const again = await openPage(suite.browser, url(`/en/result/${sharerId}`));
    const compared = again.page.locator('[data-compared-friends]');
    await compared.getByText('Leo', { exact: true }).waitFor();
    expect(await compared.locator('[data-comparison-link]').getAttribute('href')).toBe(`/en/compare/${sharerId}/${friendId}`);
    const served = await (await fetch(url(`/en/result/${sharerId}`))).text();
    expect(served).toContain('data-compared-friends');
    await again.page.close();

    // The comparison page as a crawler or a link preview reads it, without JavaScript: both names in title and og tags.
    const html = (await (await fetch(url(`/en/compare/${sharerId}/${friendId}`))).text()).replaceAll('&#x27;', "'");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(messages.compare.metaTitle.replace('{{first}}', 'Mina').replace('{{second}}', 'Leo').replace('{{quiz}}', messages.tests.animal.name));
    expect(headTag(html, 'og:title')).toContain('Mina × Leo');
    expect(headTag(html, 'og:description')).toMatch(/^Mina: .+ · Leo: .+/);
    const image = headTag(html, 'og:image')!;
    expect(image).toBe(url(`/share-image/v${shareImageVersion}/en/compare/${sharerId}-${friendId}.png`));
    const card = await fetch(image);
    expect([card.status, card.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await card.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
  });

  it('hydrates a saved result only once its quiz\'s code is there, so a first tap is never lost', async () => {
    const id = await submitChoiceResult(suite.server.origin, 'Slow');
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    // The quiz's result code arrives late, as on a slow phone connection: only once the test lets it through.
    let markRequested = () => undefined as void;
    let letThrough = () => undefined as void;
    const requested = new Promise<void>((resolve) => (markRequested = resolve));
    const released = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route(/\/assets\/choice-quiz-result-[\w-]+\.js$/, async (route) => {
      markRequested();
      await released;
      await route.continue();
    });
    await page.goto(url(`/en/result/${id}`), { waitUntil: 'commit' });
    await requested;
    // Everything the page can do without that code is done: it must not look ready yet.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    letThrough();
    await waitForHydration(page);
    await page.locator('[data-share-actions]').getByRole('button', { name: messages.share.shortButton, exact: true }).click();
    await page.getByRole('dialog').waitFor({ timeout: 15_000 });
    await page.close();
  });

  it('gives every saved result its own card with the sharer\'s name, and refuses comparisons that make no sense', async () => {
    const egenTetoId = await submitEgenTetoResult(suite.server.origin, 'Sam');
    const answers = Array.from({ length: 10 }, (_, index) => `q${index + 1}-a`);
    const scored = choiceQuizScorings.animal.definition.scoreAnswers(answers);
    if (!scored.ok) throw new Error(scored.reason);
    const submitted = await fetch(url('/api/test/submit'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ testTypeId: 2, name: 'Ana', gender: 'female', answers, resultType: scored.outcome.resultType }),
    });
    expect(submitted.status).toBe(201);
    const { id: animalId } = (await submitted.json()) as { id: string };
    const html = await (await fetch(url(`/ja/result/${animalId}`))).text();
    expect(headTag(html, 'og:image')).toBe(url(`/share-image/v${shareImageVersion}/ja/result/${animalId}.png`));
    expect((await fetch(url(`/share-image/v${shareImageVersion}/ja/result/${animalId}.png`))).headers.get('content-type')).toBe('image/png');
    // One result with itself, two tests, an unknown id: no comparison page and no card.
    for (const path of [`${animalId}/${animalId}`, `${animalId}/${egenTetoId}`, `${animalId}/AAAAAAAAAAAAAAAA`]) {
      expect((await fetch(url(`/en/compare/${path}`))).status, path).toBe(404);
    }
    expect((await fetch(url(`/share-image/v${shareImageVersion}/en/compare/${animalId}-${egenTetoId}.png`))).status).toBe(404);
    // A result page asked to compare with a result of another test shows the result alone.
    const alone = await fetch(url(`/en/result/${animalId}?with=${egenTetoId}`));
    expect(alone.status).toBe(200);
    expect(await alone.text()).not.toContain('data-comparison-box');
  });
});
