/**
 * npm run bench:edge: the production layout on this machine, nginx (deploy/nginx) in front of three built processes
 * on PostgreSQL and Redis, on a viral day. Friends open 1,000 distinct shared results with Zipf-like popularity
 * (the k-th most shared is opened about 1/k as often as the first), and preview bots fetch their cards. Rates and
 * p99 are ratios to nginx serving a static asset in the same run, at the same 50 connections, from the same load
 * generator (which, on 2 cores, shares the machine with everything it measures).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import autocannon from 'autocannon';
import { createFreshPostgresDatabase } from '../faults/support/fresh-postgres-database';
import { validQuizSubmission } from '../server/testing/test-app.server';
import { startEdge } from '../tooling/start-edge';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const sharedResults = Number(process.env.BENCH_DISTINCT_RESULTS ?? 1000);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Draws ranks 0..count-1 with probability proportional to 1/(rank+1): Zipf's law with exponent 1. */
function createZipfSampler(count: number): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 1; rank <= count; rank += 1) cumulative.push((total += 1 / rank));
  return () => {
    const target = Math.random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

async function measure(options: autocannon.Options) {
  const result = await autocannon({ connections, duration: durationSeconds, headers: { 'accept-encoding': 'br, gzip' }, ...options });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** How the edge answered, from its access log (`cache=` in deploy/nginx/nginx.conf.template's log format). */
function countCacheStates(log: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const match of log.matchAll(/ cache=(\S+)/g)) counts[match[1]!] = (counts[match[1]!] ?? 0) + 1;
  return counts;
}

/** Fetches every path once, `parallel` at a time, with each answer's time. */
async function fetchEachOnce(origin: string, paths: readonly string[], parallel = 8): Promise<{ p50: number; p99: number; failed: number }> {
  const durations: number[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const started = performance.now();
        const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        durations.push(performance.now() - started);
        if (!response.ok) failed += 1;
      }
    }),
  );
  durations.sort((first, second) => first - second);
  return { p50: durations[Math.floor(durations.length / 2)]!, p99: durations[Math.floor(durations.length * 0.99)]!, failed };
}

async function main(): Promise<void> {
  const database = await createFreshPostgresDatabase();
  const edge = await startEdge({
    processes: 3,
    environment: {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `bench-${randomBytes(4).toString('hex')}:`,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      ADDRESS_HASH_SECRET: randomBytes(24).toString('hex'),
    },
  });
  try {
    const ids: string[] = [];
    for (let index = 0; index < sharedResults; index += 1) {
      const body = validQuizSubmission(3, ['aaaaaaaa', 'cccccccc', 'abababab'][index % 3]!, { name: `Friend ${index}`, language: 'en' });
      const response = await fetch(`${edge.origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      ids.push(((await response.json()) as { id: string }).id);
    }
    // The static file nearest a result page's size (about 20 KB compressed), so both move as many bytes.
    const asset = readdirSync('build/client/assets')
      .filter((file) => file.endsWith('.js.br'))
      .map((file) => ({ file: file.slice(0, -3), size: statSync(path.join('build/client/assets', file)).size }))
      .sort((first, second) => Math.abs(first.size - 20_000) - Math.abs(second.size - 20_000))[0]!.file;
    const pickRank = createZipfSampler(ids.length);
    // Nine friends' page views for each bot's card fetch.
    const viralDay = {
      url: edge.origin,
      requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: Math.random() < 0.9 ? `/en/result/${ids[pickRank()]}` : `/share-image/v4/en/result/${ids[pickRank()]}.png` }) }],
    };
    const pagesOnly = { url: edge.origin, requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `/en/result/${ids[pickRank()]}` }) }] };
    const staticAsset = { url: `${edge.origin}/assets/${asset}` };
    // The first hours of the day: each link shared once, its page and card fetched by a bot and a first friend,
    // 8 at a time (a first fetch is a render, or a read of what was rendered ahead). Then the steady state.
    const firstFetches = await fetchEachOnce(edge.origin, ids.flatMap((id) => [`/en/result/${id}`, `/share-image/v4/en/result/${id}.png`]));
    const staticBefore = await measure(staticAsset);
    const mixed = await measure(viralDay);
    const logBefore = edge.accessLog().length;
    const pages = await measure(pagesOnly);
    const cacheStates = countCacheStates(edge.accessLog().slice(logBefore));
    const staticAfter = await measure(staticAsset);
    const staticRate = (staticBefore.requestsPerSecond + staticAfter.requestsPerSecond) / 2;
    const staticP99 = Math.max(staticBefore.p99, staticAfter.p99);
    const row = (name: string, figures: Awaited<ReturnType<typeof measure>>) =>
      `| ${name} | ${Math.round(figures.requestsPerSecond)} | ${(figures.requestsPerSecond / staticRate).toFixed(2)}x | ${figures.p99} | ${(figures.p99 / staticP99).toFixed(2)}x | ${figures.non2xx + figures.errors} |`;
    console.log(
      [
        '',
        `nginx + 3 processes, PostgreSQL, Redis; ${connections} connections, ${durationSeconds} s each, ${sharedResults} shared results, loopback, ${os.cpus().length} cores`,
        '',
        '| load | req/s | rate / static | p99 ms | p99 / static | failed |',
        '|---|---:|---:|---:|---:|---:|',
        row('nginx serving a static asset (before)', staticBefore),
        row('viral day: 90 % result pages, 10 % cards, Zipf popularity', mixed),
        row('result pages only, Zipf popularity', pages),
        row('nginx serving a static asset (after)', staticAfter),
        '',
        `first fetch of each page and card, 8 at a time: p50 ${firstFetches.p50.toFixed(0)} ms, p99 ${firstFetches.p99.toFixed(0)} ms, failed ${firstFetches.failed} of ${ids.length * 2}`,
        `edge cache during the result-pages run: ${Object.entries(cacheStates).map(([state, count]) => `${state} ${count}`).join(', ')}`,
        `shared-result p99 through the edge: ${pages.p99} ms at ${connections} connections (target <= 50 ms)`,
      ].join('\n'),
    );
  } finally {
    await edge.stop();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
