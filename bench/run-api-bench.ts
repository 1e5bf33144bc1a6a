/**
 * npm run bench: loads the built server (temporary SQLite, rate limits off) and a minimal Fastify server started
 * in the same run, on loopback, with autocannon. Figures are reported as ratios to that baseline because absolute
 * numbers on a shared 2-core machine are noise.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { egenTetoQuestions } from '../domain/quizzes/egen-teto/egen-teto-structure';
import { scoreEgenTeto } from '../domain/quizzes/egen-teto/score-egen-teto';
import { startBuiltServer } from '../e2e/support/built-server';

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const baselineSource = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world', items: [1, 2, 3] }));
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(address);
`;

async function startBaseline(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', baselineSource], { stdio: ['ignore', 'pipe', 'inherit'] });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
  return { origin, child };
}

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p99Milliseconds: number;
  non2xx: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Measurement> {
  // A short warm-up lets the JIT and the page cache settle before the measured run.
  await autocannon({ ...options, connections, duration: 2 });
  const result = await autocannon({ ...options, connections, duration: durationSeconds });
  return { name, requestsPerSecond: result.requests.average, p99Milliseconds: result.latency.p99, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'quiz-bench-'));
  const baseline = await startBaseline();
  const server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDirectory });
  try {
    // A valid egen/teto submission: the server checks and rescores it like a real one.
    const answers = egenTetoQuestions.map((question, index) => question.options[index % 3]!.id);
    const score = scoreEgenTeto(answers);
    const submission = JSON.stringify({ testTypeId: 1, name: 'Bench', gender: 'female', answers, ...score });
    const headers = { 'content-type': 'application/json' };
    for (let index = 0; index < 20; index += 1) {
      await fetch(`${server.origin}/api/test/submit`, { method: 'POST', headers, body: submission });
    }
    const created = (await (await fetch(`${server.origin}/api/test/submit`, { method: 'POST', headers, body: submission })).json()) as { id: string };

    const results = [
      await measure('baseline: minimal Fastify JSON', { url: baseline.origin }),
      await measure('GET /api/recent/1', { url: `${server.origin}/api/recent/1` }),
      await measure('POST /api/test/submit', { url: `${server.origin}/api/test/submit`, method: 'POST', headers, body: submission }),
      await measure('GET /api/test/{id}', { url: `${server.origin}/api/test/${created.id}` }),
      await measure('GET /en (catalogue HTML, repeat)', { url: `${server.origin}/en` }),
    ];
    printTable(results);
  } finally {
    baseline.child.kill('SIGTERM');
    await server.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

function printTable(results: Measurement[]): void {
  const baseline = results[0]!.requestsPerSecond;
  console.log(`\n${connections} connections, ${durationSeconds} s per target, loopback, ${os.cpus().length} cores, Node ${process.version}\n`);
  console.log('| target | req/s | ratio to baseline | p99 ms | non-2xx |');
  console.log('|---|---:|---:|---:|---:|');
  for (const result of results) {
    const ratio = (result.requestsPerSecond / baseline).toFixed(2);
    console.log(`| ${result.name} | ${Math.round(result.requestsPerSecond)} | ${ratio}x | ${result.p99Milliseconds} | ${result.non2xx} |`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
