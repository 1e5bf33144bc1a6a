import type { Browser, Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { choiceQuizScorings } from '../../domain/quizzes/choice-quiz-scorings';
import { egenTetoQuizDefinition } from '../../domain/quizzes/egen-teto/score-egen-teto';

export interface OpenedPage {
  page: Page;
  /** Console messages of the watched types and uncaught exceptions seen so far. */
  problems: string[];
  status: number | undefined;
}

export interface OpenPageOptions {
  /** Console message types that count as problems, besides uncaught exceptions: errors by default. */
  consoleTypes?: readonly string[];
  /**
   * Why this page may report problems (a missing page's 404, an ad script that cannot load): the test then reads
   * `problems` itself. Without it, a problem fails `openPage` when the page has woken, or the test when it ends.
   */
  allowProblems?: string;
  /** Runs on the new page before it loads: init scripts, routes. */
  beforeNavigation?: (page: Page) => Promise<unknown>;
}

/** For a page the server answers 404 (a broken link, an unknown result): Chromium logs that status as an error. */
export const answeredNotFound: OpenPageOptions = { allowProblems: 'the page answers 404, which Chromium logs as a console error' };

/** What a page answered 404 reported besides its own status. */
export const besidesNotFound = (problems: readonly string[]) => problems.filter((problem) => !/status of 404\b/.test(problem));

/** A phone-sized page; `locale` sets the browser language (navigator.languages). */
export async function openPage(browser: Browser, url: string, locale = 'en-US', options: OpenPageOptions = {}): Promise<OpenedPage> {
  const { consoleTypes = ['error'], allowProblems, beforeNavigation } = options;
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (consoleTypes.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The page's own document answers, the last one counting: on a busy machine the server may answer a render with
  // its busy page (503), which reloads itself after the pause it asks (server/http/pages/busy-page.server.ts); what
  // that page reported is forgotten with it.
  let status: number | undefined;
  let documentStart = 0;
  page.on('response', (response) => {
    if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return;
    if (status === 503) problems.splice(documentStart);
    status = response.status();
    documentStart = problems.length;
  });
  const describeProblems = () => `${url} reported ${JSON.stringify(problems)} (a test that expects it opens the page with allowProblems)`;
  if (allowProblems === undefined) {
    onTestFinished(() => {
      if (problems.length > 0) throw new Error(`After the test, ${describeProblems()}`);
    });
  }
  await beforeNavigation?.(page);
  await page.goto(url);
  // Should the page never wake, the failure says what the server answered and what the page reported.
  await waitForHydration(page).catch((error: unknown) => {
    throw new Error(`${String(error)}; status ${status}; problems: ${JSON.stringify(problems)}`);
  });
  if (allowProblems === undefined && problems.length > 0) {
    const failure = new Error(`Once awake, ${describeProblems()}`);
    // Reported here, not once more when the test ends.
    problems.length = 0;
    await page.close();
    throw failure;
  }
  return { page, problems, status };
}

/**
 * A saved result as the browser that took it sees it (decision 0036): the page reads this browser's own results from
 * local storage, which the init script fills before any page script runs.
 */
export async function openOwnResult(browser: Browser, url: string, sessionId: string): Promise<OpenedPage> {
  const opened = await openPage(browser, url, 'en-US', {
    beforeNavigation: (page) => page.addInitScript((id) => localStorage.setItem('own-results', id), sessionId),
  });
  await opened.page.locator('[data-compare-hint]').waitFor();
  return opened;
}

/**
 * Scrolls to each part at the end of a result page that loads only once the reader gets near it, until all are there.
 * A result page has at least one: waiting for it first covers a page still loading its quiz's code.
 */
export async function revealDeferredParts(page: Page): Promise<void> {
  const placeholders = page.locator('[data-load-when-near]');
  await placeholders.first().waitFor({ state: 'attached' });
  for (let remaining = await placeholders.count(); remaining > 0; remaining = await placeholders.count()) {
    await placeholders.first().scrollIntoViewIfNeeded();
    await page.waitForFunction((count) => document.querySelectorAll('[data-load-when-near]').length < count, remaining);
  }
}

/** The full comment card of a result page, once revealed. */
export async function revealCommentCard(page: Page) {
  await revealDeferredParts(page);
  const card = page.locator('[data-comment-card]');
  await card.waitFor();
  return card;
}

/**
 * Waits until React has hydrated the page (root.tsx marks <html data-hydrated>): a state, not a quiet network,
 * which a loaded machine can take long to reach or reach before the hydration code ran.
 */
export async function waitForHydration(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout });
}

/** Answers questions from the current one on, waiting for each counter, by click or by the number keys. */
export async function answerQuestions(page: Page, from: number, to: number, total = 30, useKeys = false): Promise<void> {
  for (let number = from; number <= to; number += 1) {
    await page.getByText(`${number} / ${total}`, { exact: true }).waitFor();
    if (useKeys && number % 2 === 0) await page.keyboard.press(String((number % 4) + 1));
    else await page.locator('[data-option-id]').nth(number % 4).click();
  }
}

export async function startEgenTeto(page: Page, name: string, genderLabel: string, startLabel: string): Promise<void> {
  await page.locator('input').first().fill(name);
  await page.getByRole('button', { name: genderLabel, exact: true }).click();
  await page.getByRole('button', { name: startLabel }).click();
}

/** Stores an egen/teto result through the API (all strong-teto answers by default) and returns its id. */
export async function submitEgenTetoResult(
  origin: string,
  name: string,
  { answers = Array.from({ length: 30 }, (_, index) => `q${index + 1}-a`), gender = 'male' }: { answers?: string[]; gender?: 'male' | 'female' } = {},
): Promise<string> {
  const scored = egenTetoQuizDefinition.scoreAnswers(answers);
  if (!scored.ok) throw new Error(scored.reason);
  const response = await fetch(`${origin}/api/test/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ testTypeId: 1, name, gender, answers, resultType: scored.outcome.resultType }),
  });
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Stores a love-MBTI result through the API (the first option of every question) and returns its id. */
export async function submitChoiceResult(origin: string, name: string): Promise<string> {
  const answers = choiceQuizScorings['mbti-love'].structure.questions.map((question) => question.options[0]!.id);
  const scored = choiceQuizScorings['mbti-love'].definition.scoreAnswers(answers);
  if (!scored.ok) throw new Error(scored.reason);
  const response = await fetch(`${origin}/api/test/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ testTypeId: 5, name, gender: 'female', answers, ...scored.outcome }),
  });
  if (response.status !== 201) throw new Error(`submit answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}
