import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { findSeriousViolations } from './support/axe';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { openPage } from './support/pages';

const browserAvailable = isBrowserAvailable();
const photoPath = (name: string) => fileURLToPath(new URL(`../fixtures/photos/${name}`, import.meta.url));
const en = loadMessages('en');

/** Fills the form and analyses `photo` on the page; resolves with the 20 animals as the page lists them. */
async function analyzeOnPage(page: Page, photo: string): Promise<{ animal: string; percentage: number }[]> {
  await page.getByLabel(en.photo.nameLabel).fill('Eileen');
  await page.locator('input[type="file"]').setInputFiles(photoPath(photo));
  await page.getByRole('button', { name: en.photo.analyze }).click();
  await page.locator('[data-result-animal]').waitFor({ timeout: 60_000 });
  return page.locator('li[data-animal]').evaluateAll((items) =>
    items.map((item) => ({ animal: item.getAttribute('data-animal') ?? '', percentage: Number(item.lastElementChild?.textContent?.replace('%', '')) })),
  );
}

describe.skipIf(!browserAvailable)('AI animal face in Chromium: the face read on the visitor’s device', () => {
  const suite = useBrowserSuite();

  it('gives the fixture portrait the same 20 animals as the server, twice, without sending the photo anywhere', async () => {
    const { page, problems } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.postData()) sent.push(`${request.method()} ${request.url()}`);
    });
    const first = await analyzeOnPage(page, 'astronaut.png');
    expect(await page.locator('[data-result-animal]').getAttribute('data-result-animal')).toBe('tiger');
    expect(first).toHaveLength(20);
    expect(first.reduce((sum, item) => sum + item.percentage, 0)).toBe(100);
    expect(await page.locator('li[data-measurement]').count()).toBeGreaterThanOrEqual(2);
    // What was measured, drawn on the photo: the mesh and the explaining lines, hidden by the toggle.
    const overlay = page.locator('svg[data-measurement-overlay]');
    expect(await overlay.locator('circle').count()).toBeGreaterThanOrEqual(468);
    expect(await overlay.locator('line').count()).toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: en.photo.hideLandmarks }).click();
    await overlay.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: en.photo.showLandmarks }).click();
    await overlay.waitFor();

    await page.getByRole('button', { name: en.photo.uploadAgain }).click();
    const second = await analyzeOnPage(page, 'astronaut.png');
    expect(second).toEqual(first);
    // Only GET requests for the engine's code and files: no request carried the photo.
    expect(sent).toEqual([]);

    const response = await fetch(`${suite.server.origin}/api/photo/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'animal_face', name: 'Eileen', gender: 'female', image: readFileSync(photoPath('astronaut.png')).toString('base64') }),
    });
    const fromServer = (await response.json()) as { animalPercentages: { animal: string; percentage: number }[] };
    expect(first).toEqual(fromServer.animalPercentages);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('says the analysis failed when the photo has no face, and goes back to the form', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/en/ai-animal-face`);
    await page.getByLabel(en.photo.nameLabel).fill('Cup');
    await page.locator('input[type="file"]').setInputFiles(photoPath('coffee.png'));
    await page.getByRole('button', { name: en.photo.analyze }).click();
    // The toast's text also stands in its live region for screen readers: the visible one is the first.
    await page.getByText(en.photo.errorNoFace).first().waitFor({ timeout: 60_000 });
    await page.getByText(en.photo.analysisFailedTitle).first().waitFor();
    await page.getByRole('button', { name: en.photo.analyze }).waitFor();
    await page.close();
  });

  it('asks for a name before analysing, and has no serious or critical axe violations on the form and the result', async () => {
    const { page } = await openPage(suite.browser, `${suite.server.origin}/ar/ai-animal-face`, 'ar');
    const ar = loadMessages('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await findSeriousViolations(page)).toEqual([]);
    // Shown disabled (aria-disabled) without a name, yet a tap says what is missing; Playwright would wait for it
    // to become enabled, hence force.
    await page.getByRole('button', { name: ar.photo.analyze }).click({ force: true });
    await page.getByText(ar.photo.nameRequiredMessage).first().waitFor();
    await page.getByLabel(ar.photo.nameLabel).fill('ليلى');
    await page.locator('input[type="file"]').setInputFiles(photoPath('astronaut.png'));
    await page.getByRole('button', { name: ar.photo.analyze }).click();
    await page.locator('[data-result-animal]').waitFor({ timeout: 60_000 });
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.close();
  });
});
