import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizRegistry } from '../../domain/quizzes/quiz-registry';
import { buildApp } from '../app.server';
import { parseEnvironment } from '../config/env.server';
import { testAddressSecret } from '../testing/test-app.server';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.server';
import { openDatabase, type Database } from './database.server';
import { checkTestDatabaseAvailable, createTestDatabase, dialectUnderTest, testPostgresUrl, type TestDatabase } from './testing/test-database.server';

const available = dialectUnderTest() === 'postgres' && (await checkTestDatabaseAvailable('postgres'));

// Decision 0029: a stalled database answers 503 with Retry-After within seconds, and the server recovers.
describe.skipIf(!available)('a stalled PostgreSQL', () => {
  let proxy: TcpProxy;
  let testDatabase: TestDatabase;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const upstream = new URL(testPostgresUrl);
    proxy = await startTcpProxy(upstream.hostname, Number(upstream.port || 5432));
    testDatabase = await createTestDatabase('postgres');
    database = openDatabase({ dialect: 'postgres', connectionString: proxy.urlThrough(testPostgresUrl), schema: testDatabase.database.schema, poolSize: 2 });
    const config = parseEnvironment({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database, addressHashSecret: testAddressSecret, quizRegistry, logger: false, checkResponses: true });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await testDatabase?.drop();
    await proxy?.close();
  });

  it('answers 503 with Retry-After within a few seconds, then serves again once the database is back', async () => {
    const read = () => app.inject({ method: 'GET', url: '/api/comments/abcdefghijklmnop' });
    const healthy = await read();
    expect(healthy.statusCode).toBeLessThan(500);

    proxy.stall();
    // The first read may meet the pooled connection as it dies; the next has to connect into the black hole.
    for (const attempt of [1, 2]) {
      const started = Date.now();
      const stalled = await read();
      const waited = Date.now() - started;
      expect(stalled.statusCode, `attempt ${attempt}: ${stalled.body}`).toBe(503);
      expect(stalled.headers['retry-after']).toBe('5');
      expect(stalled.json()).toEqual({ message: expect.stringMatching(/try again/) });
      // The connection timeout (2 s), not a hang; generous for a busy machine.
      expect(waited).toBeLessThan(8000);
    }

    proxy.forward();
    await expect.poll(async () => (await read()).statusCode, { timeout: 15_000, interval: 250 }).toBe(healthy.statusCode);
  }, 30_000);
});
