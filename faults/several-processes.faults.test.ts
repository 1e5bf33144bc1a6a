import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../e2e/support/built-server';
import { checkTestDatabaseAvailable } from '../server/db/testing/test-database.server';
import { createFreshPostgresDatabase } from './support/fresh-postgres-database';
import { checkTestRedisAvailable, createTestKeyPrefix, deleteTestKeys, testRedisUrl } from '../server/shared-state/testing/test-redis.server';
import { validSubmission } from '../server/testing/test-app.server';

const available = (await checkTestDatabaseAvailable('postgres')) && (await checkTestRedisAvailable());

// Issue 14, item 10: three processes behind `npm run serve:processes` (its balancer), one PostgreSQL, one Redis.
describe.skipIf(!available)('three site processes behind the balancer', () => {
  let database: Awaited<ReturnType<typeof createFreshPostgresDatabase>> | undefined;
  const keyPrefix = createTestKeyPrefix();
  let origin = '';
  let balancer: ChildProcess;
  let output = '';

  beforeAll(async () => {
    database = await createFreshPostgresDatabase();
    const port = await findFreePort();
    origin = `http://127.0.0.1:${port}`;
    balancer = spawn('node_modules/.bin/tsx', ['tooling/serve-processes.ts'], {
      env: {
        ...process.env,
        PROCESSES: '3',
        PORT: String(port),
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
        ADDRESS_HASH_SECRET: 'several-processes-share-this-secret-0123',
        PUBLIC_ORIGIN: origin,
        LOG_LEVEL: 'warn',
        SUBMIT_RATE_BURST: '3',
        SUBMIT_RATE_INTERVAL_MS: '60000',
        RECENT_CACHE_MS: '60000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    balancer.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    balancer.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    while (!/balancer ready on port \d+ with 3 of 3 processes ready/.test(output)) {
      if (Date.now() > deadline || balancer.exitCode !== null) throw new Error(`the balancer did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  afterAll(async () => {
    if (balancer && balancer.exitCode === null) {
      const exited = new Promise((resolve) => balancer.once('exit', resolve));
      balancer.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    if (available) await deleteTestKeys(keyPrefix);
  });

  const submit = (name: string) =>
    fetch(`${origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validSubmission({ name })) });

  it('spreads requests over the three processes, each ready', async () => {
    const backends = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${origin}/readyz`);
      expect(response.status).toBe(200);
      backends.add(response.headers.get('x-backend') ?? '');
    }
    expect(backends.size).toBe(3);
  });

  it('gives one client one submit allowance across the processes, and every process the same recent list', async () => {
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await submit(`Visitor${index}`);
      answers.push({ status: response.status, backend: response.headers.get('x-backend') });
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429, 429]);
    expect(new Set(answers.map((answer) => answer.backend)).size).toBe(3);

    for (let index = 0; index < 3; index += 1) {
      const recent = (await (await fetch(`${origin}/api/recent/1`)).json()) as { name: string }[];
      expect(recent.map((entry) => entry.name)).toEqual(['Visitor2', 'Visitor1', 'Visitor0']);
    }
  });

  it('keeps answering when one process is killed', async () => {
    const backendPort = Number((await fetch(`${origin}/healthz`)).headers.get('x-backend'));
    const pid = new RegExp(`process on port ${backendPort} started \\(pid (\\d+)\\)`).exec(output)?.[1];
    expect(pid).toBeDefined();
    process.kill(Number(pid), 'SIGKILL');
    for (let index = 0; index < 9; index += 1) {
      const response = await fetch(`${origin}/api/recent/1`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-backend')).not.toBe(String(backendPort));
    }
    await expect.poll(() => output, { timeout: 10_000 }).toMatch(new RegExp(`process on port ${backendPort} exited \\(SIGKILL\\)`));
  });
});
