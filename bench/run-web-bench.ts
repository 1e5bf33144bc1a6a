/**
 * npm run bench:web: Lighthouse 12 (mobile preset: simulated slow 4G and a mid-range phone CPU) against the
 * built server in Debian's Chromium, three runs per page, median reported. Also sums the JavaScript a first
 * visit downloads (gzip, as transferred).
 */
import * as chromeLauncher from 'chrome-launcher';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../e2e/support/browser';
import { startBuiltServer } from '../e2e/support/built-server';
import { submitEgenTetoResult } from '../e2e/support/pages';

const runs = Number(process.env.BENCH_RUNS ?? 3);

interface PageFigures {
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  scriptGzipKb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measure(url: string, port: number, attempt = 1): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  // Lighthouse itself sometimes loses the trace (NO_NAVSTART); such a run says nothing about the page.
  if (lhr.runtimeError && attempt < 3) return measure(url, port, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const scriptBytes = scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const gzipBytes = await sumGzipSizes(scripts.map((item) => item.url ?? ''));
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptKb: scriptBytes / 1024,
    scriptGzipKb: gzipBytes / 1024,
  };
}

/** The budget is stated in gzip; browsers get brotli here, so the gzip sizes are fetched separately. */
async function sumGzipSizes(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of urls) {
    // fetch() hands back decoded bytes; gzip level 9 is what the build writes (tooling/precompress-assets.mjs).
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).byteLength;
  }
  return total;
}

async function main(): Promise<void> {
  const server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false' });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const resultId = await submitEgenTetoResult(server.origin, 'Bench');
    const pages = [
      ['catalogue /', '/'],
      ['catalogue /en', '/en'],
      ['intro /personality', '/personality'],
      ['question /test/female', '/test/female'],
      ['result /result/{id}', `/result/${resultId}`],
      ['result /ar/result/{id}', `/ar/result/${resultId}`],
    ] as const;
    console.log(`\nLighthouse ${runs} runs per page, mobile preset, median\n`);
    console.log('| page | score | LCP ms | CLS | TBT ms | JS KB brotli (sent) | JS KB gzip |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const [name, path] of pages) {
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run += 1) figures.push(await measure(`${server.origin}${path}`, chrome.port));
      const pick = (key: keyof PageFigures) => median(figures.map((figure) => figure[key]));
      console.log(`| ${name} | ${pick('score')} | ${Math.round(pick('lcpMs'))} | ${pick('cls').toFixed(3)} | ${Math.round(pick('tbtMs'))} | ${pick('scriptKb').toFixed(1)} | ${pick('scriptGzipKb').toFixed(1)} |`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
