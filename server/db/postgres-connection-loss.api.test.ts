import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.server';
import { migrateToLatest } from './migrate.server';
import { checkTestDatabaseAvailable, dialectUnderTest, testPostgresUrl } from './testing/test-database.server';

const onPostgres = dialectUnderTest() === 'postgres';
const available = onPostgres && (await checkTestDatabaseAvailable('postgres'));

async function runAdmin<Result>(work: (client: pg.Client) => Promise<Result>): Promise<Result> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// Decision 0029: PostgreSQL ending the pool's idle connections must not end the process.
describe.skipIf(!available)('PostgreSQL dropping pooled connections', () => {
  const applicationName = `quizlab_test_${randomBytes(4).toString('hex')}`;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  let database: Database;

  beforeAll(async () => {
    await runAdmin((client) => client.query(`create schema ${schema}`));
    database = openDatabase({ dialect: 'postgres', connectionString: testPostgresUrl, schema, poolSize: 2, applicationName });
    await migrateToLatest(database);
  });
  afterAll(async () => {
    await database?.close();
    await runAdmin((client) => client.query(`drop schema if exists ${schema} cascade`));
  });

  it('survives pg_terminate_backend on its idle connections and answers the next queries on new ones', async () => {
    const count = () => database.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
    await Promise.all([count(), count()]);
    const terminated = await runAdmin(async (client) => {
      const result = await client.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
      return result.rowCount;
    });
    expect(terminated).toBeGreaterThanOrEqual(1);
    // The server's goodbye reaches the idle clients as an 'error' event on the pool; without a listener the
    // process (here: the test run) dies with an unhandled error. Wait until the pool has let them go.
    await expect
      .poll(async () => runAdmin(async (client) => (await client.query('select count(*)::int as open from pg_stat_activity where application_name = $1', [applicationName])).rows[0].open), { timeout: 10_000 })
      .toBe(0);
    // A query that raced the goodbye may fail once; then the pool connects afresh.
    await expect.poll(async () => count().then(() => true, () => false), { timeout: 10_000, interval: 100 }).toBe(true);
    expect(Number((await count()).count)).toBe(0);
  });

  it('bounds a statement by its timeout instead of holding the request', async () => {
    const started = Date.now();
    await expect(sql`select pg_sleep(30)`.execute(database.db)).rejects.toThrow(/timeout|cancel/i);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 20_000);
});
