import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium (never a downloaded browser). Locally a missing browser skips the tier with a loud notice;
 * with CI=true it is a failure.
 */
export function isBrowserAvailable(): boolean {
  if (existsSync(chromiumPath)) return true;
  if (process.env.CI === 'true') throw new Error(`Chromium is required with CI=true but ${chromiumPath} does not exist`);
  console.warn(`\n!!! SKIPPING the browser tests: no Chromium at ${chromiumPath} (apt-get install -y chromium).\n`);
  return false;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}
