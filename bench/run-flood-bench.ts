/**
 * npm run bench:flood (decision 0030): how much a flood of distinct page requests from one client slows a
 * normal visitor's submit. The probe measured submit p50 4 ms alone and 574 ms under ~60 requests/s of `?x=N`.
 * Same run, same server: submit latency alone, then under 60 requests/s of `/en/tests?x=N` (now cache hits), then
 * under 60 requests/s of `/en/animal-result/dog?name=N` (real misses, which the per-client render limit refuses).
 * Ratios are to the p50 alone, measured in the same run.
 */
import { startBuiltServer } from '../e2e/support/built-server';
import { validSubmission } from '../server/testing/test-app.server';

const submits = Number(process.env.BENCH_SUBMITS ?? 300);
const floodPerSecond = Number(process.env.BENCH_FLOOD_RATE ?? 60);

const percentile = (values: number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * fraction)] ?? Number.NaN;

async function measureSubmits(origin: string): Promise<{ p50: number; p90: number }> {
  const durations: number[] = [];
  const body = JSON.stringify(validSubmission());
  for (let index = 0; index < submits; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' }, body });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`submit answered ${response.status}`);
    durations.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { p50: percentile(durations, 0.5), p90: percentile(durations, 0.9) };
}

function startFlood(origin: string, pathOf: (index: number) => string) {
  const statuses = new Map<string, number>();
  let index = 0;
  const timer = setInterval(() => {
    index += 1;
    fetch(`${origin}${pathOf(index)}`, { headers: { 'x-forwarded-for': '203.0.113.66' } }).then(
      async (response) => {
        await response.arrayBuffer();
        const key = `${response.status}${response.headers.get('x-page-cache') ? ` ${response.headers.get('x-page-cache')}` : ''}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      },
      () => statuses.set('error', (statuses.get('error') ?? 0) + 1),
    );
  }, 1000 / floodPerSecond);
  return { stop: () => clearInterval(timer), statuses };
}

// BENCH_BUILD_DIRECTORY serves another build (a checkout from before a change, with node_modules linked).
const directory = process.env.BENCH_BUILD_DIRECTORY ?? process.cwd();
const server = await startBuiltServer({ TRUST_PROXY: '127.0.0.1', SUBMIT_RATE_BURST: '1000000', LOG_LEVEL: 'warn' }, directory, { waitFor: '/api/recent/1' });
try {
  await measureSubmits(server.origin);
  const alone = await measureSubmits(server.origin);
  const rows = [['no flood', alone, '']] as [string, { p50: number; p90: number }, string][];
  for (const [name, pathOf] of [
    [`${floodPerSecond}/s of /en/tests?x=N`, (index: number) => `/en/tests?x=${index}`],
    [`${floodPerSecond}/s of /en/animal-result/dog?name=N`, (index: number) => `/en/animal-result/dog?name=N${index}`],
  ] as const) {
    const flood = startFlood(server.origin, pathOf);
    const measured = await measureSubmits(server.origin);
    flood.stop();
    rows.push([name, measured, [...flood.statuses].map(([status, count]) => `${status}: ${count}`).join(', ')]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`\n${submits} sequential submits per row; one flooding client; ratios to the p50 with no flood in this run\n`);
  console.log('| load | submit p50 ms | p90 ms | p50 ratio | flood answers |');
  console.log('|---|---:|---:|---:|---|');
  for (const [name, measured, statuses] of rows) {
    console.log(`| ${name} | ${measured.p50.toFixed(1)} | ${measured.p90.toFixed(1)} | ${(measured.p50 / alone.p50).toFixed(2)}x | ${statuses} |`);
  }
} finally {
  await server.stop();
}
