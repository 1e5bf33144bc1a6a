import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizRegistry } from '../../domain/quizzes/quiz-registry';
import { buildApp } from '../app.server';
import { parseEnvironment } from '../config/env.server';
import { prepareDatabase, type DatabaseReadiness } from '../db/database-readiness.server';
import { migrateToLatest } from '../db/migrate.server';
import { createTestDatabase, type TestDatabase } from '../db/testing/test-database.server';
import { testAddressSecret, validSubmission } from '../testing/test-app.server';

// Decision 0029: the server answers before its database is ready, and says so.
describe('health and readiness while the database is being prepared', () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let readiness: DatabaseReadiness;
  let releaseMigration: () => void;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const gate = new Promise<void>((resolve) => (releaseMigration = resolve));
    // The migration waits for the test, as it would wait for a database that is still starting.
    readiness = prepareDatabase(testDatabase.database, { migrate: async (database) => (await gate, migrateToLatest(database)) });
    const config = parseEnvironment({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database: testDatabase.database, readiness, addressHashSecret: testAddressSecret, quizRegistry, logger: false, checkResponses: true });
  });
  afterAll(async () => {
    readiness?.stop();
    await app?.close();
    await testDatabase?.drop();
  });

  it('before the database is ready: alive, not ready, and data routes answer 503 with Retry-After', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');

    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', waitingFor: 'database' });

    for (const request of [
      { method: 'GET', url: '/api/recent/1' },
      { method: 'GET', url: '/api/test/AAAAAAAAAAAAAAAA' },
      { method: 'POST', url: '/api/test/submit', payload: validSubmission() },
    ] as const) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json().message).toMatch(/try again/);
    }
  });

  it('once migrated: ready, and the same routes serve', async () => {
    releaseMigration();
    await readiness.migrated;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
    const submitted = await app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission() });
    expect(submitted.statusCode).toBe(201);
    const read = await app.inject({ method: 'GET', url: `/api/test/${submitted.json().id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().name).toBe('Mina');
  });
});
