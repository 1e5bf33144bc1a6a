import type { Browser, Page } from 'playwright-core';

export interface OpenedPage {
  page: Page;
  /** Console messages of the watched types and uncaught exceptions seen so far. */
  problems: string[];
  status: number | undefined;
}

/** A phone-sized page; `locale` sets the browser language (navigator.languages). */
export async function openPage(
  browser: Browser,
  url: string,
  locale = 'en-US',
  watchedConsoleTypes: readonly string[] = ['error'],
): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (watchedConsoleTypes.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const response = await page.goto(url);
  await waitForHydration(page);
  return { page, problems, status: response?.status() };
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

/** Stores an egen/teto result through the API (all strong-teto answers) and returns its id. */
export async function submitEgenTetoResult(origin: string, name: string): Promise<string> {
  const response = await fetch(`${origin}/api/test/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      testTypeId: 1,
      name,
      gender: 'male',
      answers: Array.from({ length: 30 }, (_, index) => `q${index + 1}-a`),
      resultType: 'extrovert',
    }),
  });
  if (response.status !== 201) throw new Error(`submit failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
