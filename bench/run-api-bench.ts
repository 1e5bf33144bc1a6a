/**
 * npm run bench: loads the built server (temporary SQLite, rate limits off) and a minimal Fastify server started
 * in the same run, on loopback, with autocannon. Figures are ratios to that baseline because absolute numbers on
 * a shared 2-core machine are noise, and the noise drifts: the baseline is measured right before and right after
 * every target, in several rounds, each target's ratio is to the mean of its two neighbours, and the table gives
 * the median ratio with its spread (lowest-highest) over the rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { egenTetoQuestions } from '../domain/quizzes/egen-teto/egen-teto-structure';
import { egenTetoQuizDefinition } from '../domain/quizzes/egen-teto/score-egen-teto';
import { startBuiltServer } from '../e2e/support/built-server';
import { validQuizSubmission } from '../server/testing/test-app.server';
import { startBaseline } from './support/baseline-server';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

interface Measurement {
  requestsPerSecond: number;
  p99Milliseconds: number;
  non2xx: number;
}

async function measure(options: autocannon.Options, seconds = durationSeconds): Promise<Measurement> {
  const result = await autocannon({ ...options, connections, duration: seconds });
  return { requestsPerSecond: result.requests.average, p99Milliseconds: result.latency.p99, non2xx: result.non2xx };
}

const statisticsResults = Number(process.env.BENCH_STATISTICS_RESULTS ?? 3000);

/** Requests to `url` with a new `name` each, so the server renders every one instead of serving its page cache. */
function renderedEachTime(url: string): autocannon.Options {
  let counter = 0;
  return { url, requests: [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}?name=${(counter += 1)}` }) }] };
}

interface Target {
  name: string;
  options: autocannon.Options;
}

interface TargetResult {
  name: string;
  ratios: number[];
  requestsPerSecond: number[];
  p99Milliseconds: number[];
  non2xx: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'quiz-bench-'));
  const baseline = await startBaseline();
  const server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDirectory });
  try {
    // A valid egen/teto submission: the server checks and rescores it like a real one.
    const answers = egenTetoQuestions.map((question, index) => question.options[index % 3]!.id);
    const scored = egenTetoQuizDefinition.scoreAnswers(answers);
    if (!scored.ok) throw new Error(scored.reason);
    const submission = JSON.stringify({ testTypeId: 1, name: 'Bench', gender: 'female', answers, ...scored.outcome });
    const headers = { 'content-type': 'application/json' };
    for (let index = 0; index < 20; index += 1) {
      await fetch(`${server.origin}/api/test/submit`, { method: 'POST', headers, body: submission });
    }
    const created = (await (await fetch(`${server.origin}/api/test/submit`, { method: 'POST', headers, body: submission })).json()) as { id: string };
    // Thinking-feeling gets enough English results for its pages to show how common a result is (decision 0034); the
    // animal quiz has none, so its pages render the same way without the statistic.
    for (let index = 0; index < statisticsResults; index += 1) {
      const body = validQuizSubmission(3, index % 3 ? 'aaaaaaaa' : 'cccccccc', { language: 'en' });
      await fetch(`${server.origin}/api/test/submit`, { method: 'POST', headers, body: JSON.stringify(body) });
    }

    const baselineTarget: Target = { name: 'baseline: minimal Fastify JSON', options: { url: baseline.origin } };
    const targets: Target[] = [
      { name: 'GET /api/recent/1', options: { url: `${server.origin}/api/recent/1` } },
      { name: 'POST /api/test/submit', options: { url: `${server.origin}/api/test/submit`, method: 'POST', headers, body: submission } },
      { name: 'GET /api/test/{id}', options: { url: `${server.origin}/api/test/${created.id}` } },
      { name: 'GET /en (catalogue HTML, repeat)', options: { url: `${server.origin}/en` } },
      // Every request a new page (the name is part of the page's cache key), so each is rendered.
      { name: `GET a result page, rendered each time, with the statistic (${statisticsResults} results)`, options: renderedEachTime(`${server.origin}/en/thinking-feeling-result/T`) },
      { name: 'GET a result page, rendered each time, no results to count', options: renderedEachTime(`${server.origin}/en/animal-result/cat`) },
    ];
    // A short warm-up of each lets the JIT and the page cache settle before anything is measured.
    for (const target of [baselineTarget, ...targets]) await measure(target.options, 2);

    const results: TargetResult[] = targets.map(({ name }) => ({ name, ratios: [], requestsPerSecond: [], p99Milliseconds: [], non2xx: 0 }));
    const baselineRates: number[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      let before = await measure(baselineTarget.options);
      baselineRates.push(before.requestsPerSecond);
      for (const [index, target] of targets.entries()) {
        const measured = await measure(target.options);
        const after = await measure(baselineTarget.options);
        baselineRates.push(after.requestsPerSecond);
        const result = results[index]!;
        result.ratios.push(measured.requestsPerSecond / ((before.requestsPerSecond + after.requestsPerSecond) / 2));
        result.requestsPerSecond.push(measured.requestsPerSecond);
        result.p99Milliseconds.push(measured.p99Milliseconds);
        result.non2xx += measured.non2xx;
        before = after;
      }
      console.log(`round ${round} of ${rounds} done`);
    }
    printTable(baselineRates, results);
  } finally {
    baseline.child.kill('SIGTERM');
    await server.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

function printTable(baselineRates: readonly number[], results: readonly TargetResult[]): void {
  const range = (values: readonly number[], digits: number) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
  // Rendered pages run at a few thousandths of the baseline: two decimals would print them all as 0.00.
  const digitsOf = (values: readonly number[]) => (Math.min(...values) < 0.1 ? 4 : 2);
  console.log(`\n${connections} connections, ${durationSeconds} s per measurement, ${rounds} rounds, loopback, ${os.cpus().length} cores, Node ${process.version}`);
  console.log(`baseline: median ${Math.round(median(baselineRates))} req/s over ${baselineRates.length} measurements (${range(baselineRates, 0)})\n`);
  console.log('| target | ratio to baseline (median) | spread over rounds | req/s (median) | p99 ms (median) | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const result of results) {
    console.log(
      `| ${result.name} | ${median(result.ratios).toFixed(digitsOf(result.ratios))}x | ${range(result.ratios, digitsOf(result.ratios))} | ${Math.round(median(result.requestsPerSecond))} | ${median(result.p99Milliseconds)} | ${result.non2xx} |`,
    );
  }
  // The bar: the result page with the statistic within 20 % of the one without, both against the baseline.
  const withStatistic = results.find((result) => result.name.includes('with the statistic'));
  const without = results.find((result) => result.name.includes('no results to count'));
  if (withStatistic && without) {
    const ratio = median(withStatistic.ratios) / median(without.ratios);
    console.log(`\nresult page with the statistic / without: ${ratio.toFixed(2)} (the bar is at least 0.80)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
