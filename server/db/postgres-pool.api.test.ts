import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.server';
import { isDatabaseUnavailable } from './database-errors.server';
import { openDatabase, type Database, type DatabaseOptions } from './database.server';
import { DatabaseBusyError } from './postgres-pool.server';
import { checkTestDatabaseAvailable, createTestDatabase, dialectUnderTest, testPostgresUrl, type TestDatabase } from './testing/test-database.server';

const available = dialectUnderTest() === 'postgres' && (await checkTestDatabaseAvailable('postgres'));

type PostgresOptions = Extract<DatabaseOptions, { dialect: 'postgres' }>;

/** Settles every promise and tells, for each, how long it took and whether it failed as "database unavailable". */
async function timeAll(queries: (() => Promise<unknown>)[]) {
  const started = Date.now();
  return Promise.all(
    queries.map((query) =>
      query().then(
        () => ({ ok: true, unavailable: false, error: undefined as unknown, milliseconds: Date.now() - started }),
        (error: unknown) => ({ ok: false, unavailable: isDatabaseUnavailable(error), error, milliseconds: Date.now() - started }),
      ),
    ),
  );
}

// Waiting for a free pooled client is not the database being down (postgres-pool.server.ts).
describe.skipIf(!available)('the PostgreSQL pool under load', () => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  const opened: Database[] = [];
  const open = (options: Partial<PostgresOptions> = {}) => {
    const database = openDatabase({ dialect: 'postgres', connectionString: testPostgresUrl, schema: testDatabase.database.schema, ...options });
    opened.push(database);
    return database;
  };
  const sleep = (database: Database, seconds: number) => () => sql`select pg_sleep(${seconds})`.execute(database.db);

  beforeAll(async () => {
    testDatabase = await createTestDatabase('postgres');
    const upstream = new URL(testPostgresUrl);
    proxy = await startTcpProxy(upstream.hostname, Number(upstream.port || 5432));
  });
  afterEach(async () => {
    proxy.forward();
    await Promise.all(opened.splice(0).map((database) => database.close()));
  });
  afterAll(async () => {
    await testDatabase?.drop();
    await proxy?.close();
  });

  it('runs many more concurrent queries than clients, each held briefly, all without an error past the 2 s connect bound', async () => {
    const database = open({ poolSize: 2 });
    // 24 queries of 0.25 s through 2 clients take about 3 s: past the connect timeout (2 s) that used to bound the wait.
    const results = await timeAll(Array.from({ length: 24 }, () => sleep(database, 0.25)));
    expect(results.filter((result) => !result.ok).map((result) => String(result.error))).toEqual([]);
    expect(Math.max(...results.map((result) => result.milliseconds))).toBeGreaterThan(2500);
  });

  it('bounds the wait and the queue: past either, a query fails as busy (503), not as a database fault', async () => {
    const database = open({ poolSize: 1, poolWait: { milliseconds: 300, maximumWaiting: 2 } });
    const results = await timeAll([sleep(database, 1), sleep(database, 0), sleep(database, 0), sleep(database, 0)]);
    expect(results.map((result) => result.ok)).toEqual([true, false, false, false]);
    // The fourth found two already waiting and was refused at once; the other two waited 300 ms.
    expect(results[3]?.error).toBeInstanceOf(DatabaseBusyError);
    expect(results[3]?.milliseconds).toBeLessThan(100);
    expect(results.slice(1, 3).map((result) => result.error instanceof DatabaseBusyError)).toEqual([true, true]);
    expect(results.slice(1, 3).every((result) => result.milliseconds >= 290)).toBe(true);
    expect(results.slice(1).every((result) => result.unavailable)).toBe(true);
  });

  it('still fails fast as unavailable when the database does not answer, for every waiting query too', async () => {
    const database = open({ connectionString: proxy.urlThrough(testPostgresUrl), poolSize: 2 });
    await sql`select 1`.execute(database.db);
    proxy.stall();
    // 12 queries, 2 clients: they do not take turns at 2 s each; the first failed connect answers them all.
    const stalled = await timeAll(Array.from({ length: 12 }, () => sleep(database, 0)));
    expect(stalled.map((result) => result.unavailable)).toEqual(stalled.map(() => true));
    expect(stalled.some((result) => result.error instanceof DatabaseBusyError)).toBe(false);
    expect(Math.max(...stalled.map((result) => result.milliseconds))).toBeLessThan(5000);

    await proxy.stop();
    const stopped = await timeAll(Array.from({ length: 12 }, () => sleep(database, 0)));
    expect(stopped.map((result) => result.unavailable)).toEqual(stopped.map(() => true));
    expect(Math.max(...stopped.map((result) => result.milliseconds))).toBeLessThan(1000);

    await proxy.restart();
    await expect.poll(async () => (await timeAll([sleep(database, 0)]))[0]?.ok, { timeout: 10_000, interval: 200 }).toBe(true);
  }, 30_000);
});
