/**
 * npm run bench:viral: the shared-result page on a viral day, from one built process (SQLite, rate limits off).
 * All figures are ratios within this run, because absolute numbers on a shared 2-core machine are noise:
 * - a repeated `/en/result/{id}` (served from the cache) against the cached catalogue page and a bare Fastify;
 * - distinct results opened once each (first renders: each is a miss): the median time of 40 one by one, then
 *   960 ten at a time as requests a second and CPU milliseconds of the server per render, with React's production build (what `main.js` runs) and with its
 *   development build (what every start ran before main.js set NODE_ENV itself), same build, same data.
 * The edge part (nginx in front of three processes) is `bench/run-edge-bench.ts`.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer, type RunningServer } from '../e2e/support/built-server';
import { validQuizSubmission } from '../server/testing/test-app.server';
import { startBaseline } from './support/baseline-server';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const distinctResults = Number(process.env.BENCH_DISTINCT_RESULTS ?? 1000);

async function rate(options: autocannon.Options): Promise<{ requestsPerSecond: number; p99: number; non2xx: number }> {
  const result = await autocannon({ connections, duration: durationSeconds, ...options });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

/** User and system CPU time of a process so far, in milliseconds (Linux /proc; clock ticks of 10 ms). */
function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function storeResults(origin: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const body = validQuizSubmission(3, ['aaaaaaaa', 'cccccccc', 'abababab'][index % 3]!, { name: `Friend ${index}`, language: 'en' });
    const response = await fetch(`${origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

const browserHeaders = { 'accept-encoding': 'br, gzip' };

/** Opens results one after another, as the probe did: the median time of a first render. */
async function medianFirstRender(server: RunningServer, ids: readonly string[]): Promise<number> {
  const durations: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    const response = await fetch(`${server.origin}/en/result/${id}`, { headers: browserHeaders });
    await response.arrayBuffer();
    if (response.headers.get('x-page-cache') !== 'miss') throw new Error('a first render was not a miss');
    durations.push(performance.now() - started);
  }
  return durations.sort((first, second) => first - second)[Math.floor(durations.length / 2)]!;
}

/** Opens each result once, 10 at a time: every request is a first render. */
async function renderEachOnce(server: RunningServer, ids: readonly string[]): Promise<{ requestsPerSecond: number; cpuPerRender: number }> {
  let next = 0;
  const cpuBefore = cpuMilliseconds(server.process.pid!);
  const started = performance.now();
  const result = await autocannon({
    url: server.origin,
    connections,
    amount: ids.length,
    headers: browserHeaders,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/en/result/${ids[next++ % ids.length]}` }) }],
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.non2xx > 0) throw new Error(`${result.non2xx} first renders failed`);
  return { requestsPerSecond: ids.length / seconds, cpuPerRender: (cpuMilliseconds(server.process.pid!) - cpuBefore) / ids.length };
}

/** The chunk main.js imports once it has set NODE_ENV: run directly, React loads as the environment says. */
function findServerChunk(): string {
  const chunk = readdirSync('build/node').find((file) => /^serve-build\.server-.*\.js$/.test(file));
  if (!chunk) throw new Error('build/node has no serve-build chunk: run npm run build');
  return path.join('build/node', chunk);
}

interface FirstRenders {
  name: string;
  medianMs: number;
  requestsPerSecond: number;
  cpuPerRender: number;
}

/**
 * Stores the results on a fresh database, restarts the server on it (so nothing was rendered ahead), then opens
 * 40 one by one and the rest ten at a time: every request is a first render.
 */
async function measureFirstRenders(name: string, start: (environment: Record<string, string>) => Promise<RunningServer>): Promise<FirstRenders> {
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'quiz-viral-bench-'));
  const environment = { RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDirectory };
  let server = await start(environment);
  try {
    const ids = await storeResults(server.origin, distinctResults);
    await server.stop();
    server = await start(environment);
    const medianMs = await medianFirstRender(server, ids.slice(0, 40));
    return { name, medianMs, ...(await renderEachOnce(server, ids.slice(40))) };
  } finally {
    await server.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

/** Cached pages: the catalogue and a result opened again and again, against a bare Fastify before and after. */
async function measureCachedPages(): Promise<string[]> {
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'quiz-viral-bench-'));
  const baseline = await startBaseline();
  const server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDirectory });
  try {
    const [id] = await storeResults(server.origin, 1);
    const repeated = `${server.origin}/en/result/${id}`;
    for (const url of [baseline.origin, `${server.origin}/en`, repeated]) await rate({ url, duration: 2 });
    const bare = await rate({ url: baseline.origin });
    const catalogue = await rate({ url: `${server.origin}/en` });
    const result = await rate({ url: repeated });
    const bareAfter = await rate({ url: baseline.origin });
    const bareRate = (bare.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
    return [
      `bare Fastify JSON: ${Math.round(bareRate)} req/s`,
      '',
      '| cached page | req/s | ratio | p99 ms | non-2xx |',
      '|---|---:|---:|---:|---:|',
      `| GET /en (catalogue) | ${Math.round(catalogue.requestsPerSecond)} | ${(catalogue.requestsPerSecond / bareRate).toFixed(3)}x bare | ${catalogue.p99} | ${catalogue.non2xx} |`,
      `| GET /en/result/{id} repeated | ${Math.round(result.requestsPerSecond)} | ${(result.requestsPerSecond / catalogue.requestsPerSecond).toFixed(2)}x catalogue (target >= 0.5) | ${result.p99} | ${result.non2xx} |`,
    ];
  } finally {
    baseline.child.kill('SIGTERM');
    await server.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const lines = [`${connections} connections, ${durationSeconds} s per rate, loopback, ${os.cpus().length} cores, Node ${process.version}`, ...(await measureCachedPages())];
  const production = await measureFirstRenders('React production build (main.js)', (environment) => startBuiltServer(environment));
  const measured = [
    production,
    await measureFirstRenders('this build, React development build', (environment) => startBuiltServer({ ...environment, NODE_ENV: 'development' }, process.cwd(), { entry: findServerChunk() })),
  ];
  // BENCH_BEFORE: a folder holding an older build/ and a node_modules link (as for npm run bench:compare), started
  // as `npm start` started it then.
  const before = process.env.BENCH_BEFORE;
  if (before) measured.push(await measureFirstRenders(`before: ${before}`, (environment) => startBuiltServer(environment, before)));
  lines.push(
    '',
    `| first render of a result (brotli) | median of 40 one by one, ms | ${distinctResults - 40} distinct, 10 at a time: req/s | server CPU ms per render |`,
    '|---|---:|---:|---:|',
    ...measured.map((row) => `| ${row.name} | ${row.medianMs.toFixed(1)} | ${row.requestsPerSecond.toFixed(1)} | ${row.cpuPerRender.toFixed(1)} |`),
    '',
    ...measured.slice(1).map((row) => `production / ${row.name}: ${(production.medianMs / row.medianMs).toFixed(2)} of the time one by one, ${(production.cpuPerRender / row.cpuPerRender).toFixed(2)} of the CPU (target <= 0.6 of before)`),
  );
  console.log(`\n${lines.join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
