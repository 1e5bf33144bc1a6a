/**
 * npm run bench:photo: the face engine's cost, on this machine, for the fixture portrait. Prints the bytes the
 * browser transfers for the engine, the engine's load time and the median time per photo after load in headless
 * Chromium and in Node, and the photo API's throughput with its worker pool. Absolute times on a shared 2-core
 * machine drift, so each time is also given as a ratio to a fixed JavaScript workload (shrinking a 2048 px image
 * with the shared normaliser) measured right before and after it in the same process, browser or Node.
 */
import { readFileSync } from 'node:fs';
import { chromium, type Page } from 'playwright-core';
import { readDetection } from '../domain/face/read-detection';
import { chromiumPath } from '../e2e/support/browser';
import { startBuiltServer } from '../e2e/support/built-server';
import { decodePhoto } from '../server/photo/decode-photo.server';
import { createFaceEngine } from '../server/photo/face-engine.server';
import { detectFacesTwice } from '../shared/photo/detect-face';
import { shrinkToLongestSide } from '../shared/photo/normalize-photo';

const photoRuns = Number(process.env.BENCH_PHOTO_RUNS ?? 7);
const apiSeconds = Number(process.env.BENCH_API_SECONDS ?? 15);
const photoPath = new URL('../fixtures/photos/astronaut.png', import.meta.url);

const median = (values: number[]) => [...values].sort((first, second) => first - second)[Math.floor(values.length / 2)]!;
const format = (milliseconds: number) => `${milliseconds.toFixed(0)} ms`;

/** The fixed workload, as source so that the browser runs exactly the same code (the normaliser, inlined). */
// tsx keeps function names with a __name helper inside the compiled source; the page needs it too.
const baselineWorkload = `(() => {
  const __name = (target) => target;
  const side = 2048, data = new Uint8Array(side * side * 4);
  for (let index = 0; index < data.length; index += 1) data[index] = (index * 2654435761) >>> 24;
  const started = performance.now();
  (${shrinkToLongestSide.toString()})({ width: side, height: side, data }, 640);
  return performance.now() - started;
})()`;

/** Each measurement divided by the mean of the baseline right before and right after it. */
async function measureWithBaseline(runs: number, measure: () => Promise<number>, baseline: () => Promise<number>) {
  const times: number[] = [];
  const ratios: number[] = [];
  let before = await baseline();
  for (let run = 0; run < runs; run += 1) {
    const time = await measure();
    const after = await baseline();
    times.push(time);
    ratios.push(time / ((before + after) / 2));
    before = after;
  }
  return { time: median(times), ratio: median(ratios), spread: [Math.min(...ratios), Math.max(...ratios)] };
}

const analysisParts = ['decode', 'first-look', 'closer-look', 'total', 'tap-to-result'] as const;
type AnalysisPart = (typeof analysisParts)[number];

/** The page's own User Timing entries of its last analysis (analyze-on-device.client.ts). */
function readAnalysisTimes(page: Page): Promise<Record<AnalysisPart, number>> {
  // No named helper inside: tsx would wrap it in a __name call the page does not have.
  return page.evaluate(
    (parts) => Object.fromEntries(parts.map((part) => [part, performance.getEntriesByName(`face-analysis:${part}`).at(-1)?.duration ?? Number.NaN])) as Record<AnalysisPart, number>,
    analysisParts,
  );
}

/**
 * One analysis, timed by the page from the tap to the result on screen (Playwright's own waits for a clickable,
 * stable button would add a few frames); its parts go to `parts`.
 */
async function analyzeOnPage(page: Page, quiz: PhotoQuizPage, parts: Record<AnalysisPart, number[]>): Promise<number> {
  await page.getByRole('button', { name: 'Try another photo' }).click();
  await page.getByLabel('Name').fill('Bench');
  await page.locator('input[type="file"]').setInputFiles(photoPath.pathname);
  await page.locator('button[type="submit"]').click();
  await page.locator(quiz.result).waitFor({ timeout: 120_000 });
  const times = await readAnalysisTimes(page);
  for (const part of analysisParts) parts[part].push(times[part]);
  return times['tap-to-result'];
}

/** The photo quizzes the bench runs in the browser: their page and what marks their result. */
const photoQuizPages = [
  { name: 'animal look-alike', path: '/en/ai-animal-face', result: '[data-result-animal]' },
  { name: 'face rating', path: '/en/ai-face-rating', result: '[data-rating-score]' },
  { name: 'face reading', path: '/en/ai-face-reading', result: '[data-reading-type]' },
] as const;
type PhotoQuizPage = (typeof photoQuizPages)[number];

async function benchBrowser(origin: string, quiz: PhotoQuizPage) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const engineBytes: number[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().includes('/face-engine/')) void request.sizes().then((sizes) => engineBytes.push(sizes.responseBodySize));
  });
  await page.goto(`${origin}${quiz.path}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Name').fill('Bench');
  await page.locator('input[type="file"]').setInputFiles(photoPath.pathname);
  await page.locator('button[type="submit"]').click();
  await page.locator(quiz.result).waitFor({ timeout: 120_000 });
  // The engine started loading when the name field took focus; the first tap waits for what is left of it.
  const firstPhoto = (await readAnalysisTimes(page))['tap-to-result'];
  const engineLoad = await page.evaluate(() => performance.getEntriesByName('face-engine:load')[0]?.duration ?? Number.NaN);
  const parts = Object.fromEntries(analysisParts.map((part) => [part, [] as number[]])) as Record<AnalysisPart, number[]>;
  const afterLoad = await measureWithBaseline(photoRuns, () => analyzeOnPage(page, quiz, parts), () => page.evaluate(baselineWorkload) as Promise<number>);
  await browser.close();
  const partMedians = Object.fromEntries(analysisParts.map((part) => [part, median(parts[part])])) as Record<AnalysisPart, number>;
  return { firstPhoto, engineLoad, afterLoad, partMedians, engineBytes: engineBytes.reduce((sum, bytes) => sum + bytes, 0) };
}

async function benchNode() {
  const started = performance.now();
  const engine = await createFaceEngine();
  const load = performance.now() - started;
  const bytes = readFileSync(photoPath);
  const analyze = async () => {
    const begun = performance.now();
    const decoded = await decodePhoto(bytes);
    if (!decoded.ok) throw new Error(decoded.reason);
    readDetection(await detectFacesTwice(engine.detect, decoded.image), Math.max(decoded.image.width, decoded.image.height));
    return performance.now() - begun;
  };
  await analyze();
  const afterLoad = await measureWithBaseline(photoRuns, analyze, async () => eval(baselineWorkload) as number);
  return { load, afterLoad };
}

async function benchApi(origin: string) {
  const body = JSON.stringify({ type: 'animal_face', name: 'Bench', gender: 'female', image: readFileSync(photoPath).toString('base64') });
  const send = () => fetch(`${origin}/api/photo/analyze`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((response) => response.status);
  if ((await send()) !== 200) throw new Error('the photo API did not answer 200');
  let done = 0;
  const ends = Date.now() + apiSeconds * 1000;
  // Two clients at a time: as many as the pool has threads on this machine.
  await Promise.all([0, 1].map(async () => {
    while (Date.now() < ends) if ((await send()) === 200) done += 1;
  }));
  return done / apiSeconds;
}

const server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false' });
try {
  const browsers = [];
  for (const quiz of photoQuizPages) browsers.push({ quiz, result: await benchBrowser(server.origin, quiz) });
  const node = await benchNode();
  const api = await benchApi(server.origin);
  const ratio = (result: { ratio: number; spread: number[] }) => `${result.ratio.toFixed(1)}x (${result.spread.map((value) => value.toFixed(1)).join('-')})`;
  console.log(`\nfixture portrait, ${photoRuns} runs after load, baseline: shrinking a 2048 px image to 640 px in the same process\n`);
  console.log('| measure | value | ratio to baseline (median, spread) |');
  console.log('|---|---:|---:|');
  for (const { quiz, result: browser } of browsers) {
    console.log(`| ${quiz.name}: engine bytes transferred (script, models, wasm; compressed) | ${(browser.engineBytes / 1024 / 1024).toFixed(2)} MB | |`);
    console.log(`| Chromium, ${quiz.name}: engine load (script, models, wasm, started on the form) | ${format(browser.engineLoad)} | |`);
    console.log(`| Chromium, ${quiz.name}: first photo, tap to result (engine load finishing + analysis) | ${format(browser.firstPhoto)} | |`);
    console.log(`| Chromium, ${quiz.name}: per photo after load, tap to result on screen (median) | ${format(browser.afterLoad.time)} | ${ratio(browser.afterLoad)} |`);
    const { decode, 'first-look': firstLook, 'closer-look': closerLook, total } = browser.partMedians;
    console.log(`| Chromium, ${quiz.name}: the analysis itself (median; decode + first look + closer look) | ${format(total)} (${format(decode)} + ${format(firstLook)} + ${format(closerLook)}) | |`);
  }
  console.log(`| Node: engine load | ${format(node.load)} | |`);
  console.log(`| Node: per photo after load (median) | ${format(node.afterLoad.time)} | ${ratio(node.afterLoad)} |`);
  console.log(`| API with the worker pool, 2 clients | ${api.toFixed(2)} photos/s | |`);
} finally {
  await server.stop();
}
