/**
 * npm run bench:compare: the same pages from two (or more) builds, served side by side and loaded alternately in
 * Debian's Chromium, so both see the same machine noise. For each load it records a main-thread trace and
 * reports, per page and build (median of the loads):
 * - main-thread time after the first contentful paint, the work hydration adds;
 * - blocking time at a CPU multiplier (sum over those tasks of duration x multiplier - 50 ms, as Lighthouse
 *   counts it), a proxy for Lighthouse's TBT without its simulation (and its run-to-run spread);
 * - the longest task after the first paint.
 * A build is a folder holding `build/` (copied after `npm run build`) and a `node_modules` link to this
 * project's, e.g. `mkdir -p /tmp/before && cp -r build /tmp/before/ && ln -s "$PWD/node_modules" /tmp/before/`.
 * BENCH_BUILDS=/tmp/before,/tmp/after (required), BENCH_PAGES=/en,/personality, BENCH_LOADS=20, BENCH_CPU_MULTIPLIER=8.
 * Eight loads of one build served twice differed by up to 15-20 % here: use twenty or more.
 */
import { launchBrowser } from '../e2e/support/browser';
import { startBuiltServer } from '../e2e/support/built-server';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

interface LoadFigures {
  workMs: number;
  blockingMs: number;
  longestMs: number;
}

const builds = (process.env.BENCH_BUILDS ?? '').split(',').filter(Boolean);
const pages = (process.env.BENCH_PAGES ?? '/en,/personality,/ja/thinking-feeling-test').split(',');
const loads = Number(process.env.BENCH_LOADS ?? 20);
const multiplier = Number(process.env.BENCH_CPU_MULTIPLIER ?? 8);

function measureTrace(events: TraceEvent[]): LoadFigures | null {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const durations = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === paint.pid && event.tid === paint.tid && event.ts >= paint.ts)
    .map((event) => (event.dur ?? 0) / 1000);
  return {
    workMs: durations.reduce((sum, ms) => sum + ms, 0),
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms * multiplier - 50), 0),
    longestMs: Math.max(0, ...durations),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  if (builds.length < 2) throw new Error('BENCH_BUILDS needs at least two build folders, comma-separated');
  const servers = await Promise.all(builds.map((directory) => startBuiltServer({ RATE_LIMIT_ENABLED: 'false' }, directory)));
  const browser = await launchBrowser();
  const figures = new Map<string, LoadFigures[]>();
  try {
    for (let load = 0; load < loads; load += 1) {
      for (const page of pages) {
        for (const [index, build] of builds.entries()) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
          const tab = await context.newPage();
          await browser.startTracing(tab, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
          await tab.goto(`${servers[index]!.origin}${page}`, { waitUntil: 'networkidle' });
          await tab.waitForTimeout(1000);
          const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
          await context.close();
          const measured = measureTrace(trace.traceEvents);
          if (measured) figures.set(`${page}\t${build}`, [...(figures.get(`${page}\t${build}`) ?? []), measured]);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
  console.log(`\n${loads} loads per page and build, alternating; medians; blocking time at CPU ${multiplier}x\n`);
  console.log('| page | build | main thread after FCP ms | blocking ms | longest task ms |');
  console.log('|---|---|---:|---:|---:|');
  for (const page of pages) {
    for (const build of builds) {
      const runs = figures.get(`${page}\t${build}`) ?? [];
      const pick = (key: keyof LoadFigures) => median(runs.map((run) => run[key]));
      console.log(`| ${page} | ${build} | ${Math.round(pick('workMs'))} | ${Math.round(pick('blockingMs'))} | ${pick('longestMs').toFixed(1)} |`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
