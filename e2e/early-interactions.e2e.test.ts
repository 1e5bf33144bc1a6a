/**
 * What a visitor types or taps before the page's code has run is kept and takes effect once
 * the page wakes. The page's JavaScript is held back at the network until the test has typed and tapped, so the
 * test waits for states, not for a slow machine.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '../app/i18n/messages.server';
import { isBrowserAvailable } from './support/browser';
import { useBrowserSuite } from './support/browser-suite';
import { waitForHydration } from './support/pages';

const browserAvailable = isBrowserAvailable();
const en = loadMessages('en');

const siteScripts = /\/assets\/.+\.js(\?.*)?$/;

/** Holds every script of the site at the network until `release()`; later requests pass. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(siteScripts, (route) => (released ? void route.continue() : void held.push(route)));
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** Opens `url` with the site's scripts held: the server's page shows, asleep, until `release()`. */
async function openAsleep(page: Page, url: string) {
  const releaseScripts = await holdScripts(page);
  const response = await page.goto(url, { waitUntil: 'commit' });
  // The server's page is on screen: its menu button is the first control of every page.
  await page.getByRole('button', { name: en.menu.open }).waitFor().catch(async (error: unknown) => {
    // Says what the page was instead, should it never show.
    throw new Error(`${String(error)}; status ${response?.status()}; page: ${(await page.content()).slice(0, 1500)}`);
  });
  return {
    async release() {
      await releaseScripts();
      await waitForHydration(page);
    },
    isAsleep: () => page.evaluate(() => document.documentElement.dataset.hydrated !== 'true'),
  };
}

describe.skipIf(!browserAvailable)('before the page wakes', () => {
  const suite = useBrowserSuite();

  it('keeps a name typed, a gender chosen and Start tapped before the egen/teto page woke, then starts the test', async () => {
    // A cold context on a phone-slow CPU (6x), as the phone review found it.
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const asleep = await openAsleep(page, `${suite.server.origin}/en/egenryeok-test`);
    await page.getByLabel(en.egenTeto.nameLabel).pressSequentially('Mina');
    await page.getByRole('button', { name: en.common.male, exact: true }).click();
    // Still marked disabled in the server's page (the form has not seen the name yet), yet a person can tap it;
    // Playwright waits for aria-disabled to clear, hence force.
    await page.getByRole('button', { name: en.egenTeto.start }).click({ force: true });
    expect(await asleep.isAsleep()).toBe(true);
    // Nothing was submitted natively: the page is still the intro, with the name as typed.
    expect(new URL(page.url()).pathname).toBe('/en/egenryeok-test');
    await asleep.release();
    await page.waitForURL(/\/en\/test\/male$/);
    await page.getByText('1 / 30', { exact: true }).waitFor();
    expect(await page.evaluate(() => Object.values(localStorage).includes('Mina'))).toBe(true);
    await context.close();
  });

  it('keeps a name typed before a choice quiz woke, and fills it in once awake', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    const asleep = await openAsleep(page, `${suite.server.origin}/en/best-friend-test`);
    await page.getByLabel(en.egenTeto.nameLabel).pressSequentially('Sora');
    await asleep.release();
    expect(await page.getByLabel(en.egenTeto.nameLabel).inputValue()).toBe('Sora');
    await expect.poll(() => page.getByRole('button', { name: en.egenTeto.start }).getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('button', { name: en.common.female, exact: true }).click();
    expect(await page.getByRole('button', { name: en.egenTeto.start }).getAttribute('aria-disabled')).toBe('false');
    await page.close();
  });

  it('opens the menu tapped before the page woke', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    const asleep = await openAsleep(page, `${suite.server.origin}/en/tests`);
    await page.getByRole('button', { name: en.menu.open }).click();
    await asleep.release();
    await page.getByRole('menuitem', { name: en.menu.home }).waitFor();
    await page.close();
  });

  it('says it is starting between the tap on Start and the first question', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${suite.server.origin}/en/egenryeok-test`);
    await waitForHydration(page);
    await page.getByLabel(en.egenTeto.nameLabel).fill('Mina');
    await page.getByRole('button', { name: en.common.female, exact: true }).click();
    // The questions' code is held, as on a slow network: the button shows it is busy meanwhile.
    const release = await holdScripts(page);
    await page.getByRole('button', { name: en.egenTeto.start }).click();
    await page.locator('button[aria-busy="true"] [data-starting]').waitFor();
    await release();
    await page.getByText('1 / 30', { exact: true }).waitFor();
    await page.close();
  });
});
