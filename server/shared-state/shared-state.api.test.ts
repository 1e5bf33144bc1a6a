import { afterEach, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../testing/test-app.server';
import { checkTestRedisAvailable, createTestKeyPrefix, deleteTestKeys, testRedisUrl } from './testing/test-redis.server';

const available = (await checkTestDatabaseAvailable(dialectUnderTest())) && (await checkTestRedisAvailable());

// Decision 0031: with N processes a client got N times the rate, and a process showed a recent list without
// the result another process had just stored. Two apps on one database and one Redis stand for two processes.
describe.skipIf(!available)(`state shared by several processes through Redis, on ${dialectUnderTest()}`, () => {
  const apps: TestApp[] = [];
  let keyPrefix = '';
  afterEach(async () => {
    for (const testApp of apps.splice(0)) await testApp.close();
    await deleteTestKeys(keyPrefix);
  });

  async function twoProcesses(environment: Record<string, string>) {
    keyPrefix = createTestKeyPrefix();
    const first = await createTestApp({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix, ...environment });
    // The second process uses the first one's database, as processes behind a balancer share PostgreSQL.
    const second = await createTestApp({ REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: keyPrefix, ...environment }, {}, first.database);
    apps.push(second, first);
    return [first, second] as const;
  }

  it('gives a client one submit allowance across processes, not one per process', async () => {
    const processes = await twoProcesses({ RATE_LIMIT_ENABLED: 'true', SUBMIT_RATE_BURST: '3', SUBMIT_RATE_INTERVAL_MS: '60000' });
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      const target = processes[index % 2]!;
      statuses.push((await target.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(), remoteAddress: '198.51.100.40' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    // Another client still has its own allowance.
    const other = await processes[1].app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(), remoteAddress: '198.51.100.41' });
    expect(other.statusCode).toBe(201);
  });

  it('shows a result stored by one process in the recent list of the other at once', async () => {
    const [first, second] = await twoProcesses({ RECENT_CACHE_MS: '60000' });
    const read = async (testApp: TestApp) =>
      (await testApp.app.inject({ method: 'GET', url: '/api/recent/1' })).json().map((entry: { name: string }) => entry.name);
    expect(await read(second)).toEqual([]);
    expect(await read(first)).toEqual([]);
    await first.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ name: 'Yuna' }) });
    // Without the shared cache the second process would answer its cached empty list for a minute.
    expect(await read(second)).toEqual(['Yuna']);
    expect(await read(first)).toEqual(['Yuna']);
  });

  it('keeps limiting per process, and answering, while Redis cannot answer', async () => {
    keyPrefix = createTestKeyPrefix();
    const unreachable = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_ENABLED: 'true', SUBMIT_RATE_BURST: '2', SUBMIT_RATE_INTERVAL_MS: '60000' });
    apps.push(unreachable);
    const statuses = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await unreachable.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(), remoteAddress: '198.51.100.42' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    expect((await unreachable.app.inject({ method: 'GET', url: '/api/recent/1' })).statusCode).toBe(200);
  });
});
