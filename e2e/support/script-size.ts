import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** The first-load JavaScript budget (decision 0011), in gzip bytes. */
export const firstLoadScriptBudgetBytes = 140 * 1024;

/**
 * The budget is stated in gzip while browsers get brotli here, so each script is fetched again and gzipped at
 * level 9, the level the build writes (tooling/precompress-assets.mjs). fetch() hands back decoded bytes.
 */
export async function sumGzipSizes(urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).byteLength;
  }
  return total;
}

/** Every script the page has requested so far, as absolute URLs, from its resource timing entries. */
export async function listLoadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => new URL(name).pathname.endsWith('.js')),
  );
}
