import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBrowserAvailable, launchBrowser } from './support/browser';
import { findFreePort } from './support/built-server';
import { waitForHydration } from './support/pages';
import { submitPhoto } from './support/photo-page';

const browserAvailable = isBrowserAvailable();

// `npm run dev` runs server/dev.server.ts under `tsx watch`; the watcher is left out here, the server is the same.
describe.skipIf(!browserAvailable)('npm run dev: the site from the sources, with hot reload', () => {
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'quiz-dev-'));
  let origin = '';
  let output = '';
  let exited: Promise<number | null>;
  let child: ReturnType<typeof spawn>;
  let browser: Browser;

  beforeAll(async () => {
    const [port, hotReloadPort] = [await findFreePort(), await findFreePort()];
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'server/dev.server.ts'], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), HOT_RELOAD_PORT: String(hotReloadPort), DATA_DIR: dataDirectory, PUBLIC_ORIGIN: origin, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    // Vite starts in the process: on a busy machine that takes a while, so the wait is for a state, generously.
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`dev server exited early:\n${output}`);
      const ready = await fetch(`${origin}/api/recent/1`).then((response) => response.ok, () => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`dev server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    child?.kill('SIGTERM');
    expect(await exited, `dev server output:\n${output}`).toBe(0);
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('renders a page that hydrates under its CSP and opens the hot-reload socket', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    const consoleTexts: string[] = [];
    page.on('console', (message) => {
      consoleTexts.push(message.text());
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(`${origin}/en/personality`, { timeout: 150_000 });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+/);
    // The first visit compiles every module the page needs, on demand: slow on a busy machine, so wait long.
    await waitForHydration(page, 150_000);
    // The site stylesheet is inlined as in production, processed by Vite.
    expect(await page.locator('style[data-inline-href]').evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(2000);
    await expect.poll(() => consoleTexts.includes('[vite] connected.'), { timeout: 30_000 }).toBe(true);
    expect(problems.join('\n')).toBe('');
    await page.close();
  }, 240_000);

  it('reads a face on the photo page, with the engine served by the dev server too', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${origin}/en/ai-animal-face`, { timeout: 150_000 });
    await waitForHydration(page, 150_000);
    await submitPhoto(page, 'astronaut.png');
    // Vite compiles the analysis modules on their first request: a generous wait for the result.
    await page.locator('[data-result-animal="cat"]').waitFor({ timeout: 150_000 });
    expect(problems.join('\n')).toBe('');
    await page.close();
  }, 240_000);
});
