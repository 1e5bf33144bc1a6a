/**
 * npm run bench:statistics: the read behind "N% got this result" (`describeShare`, its cache off) on a fresh
 * database holding 1,000 and then 1,000,000 stored results, on SQLite and, when it answers, on PostgreSQL
 * (DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test, in a schema of its own, dropped afterwards).
 * The statistics read counters (migration 0003), so the 1M/1k ratio should stay near 1 (target: within 1.5x).
 * For reference it also times the GROUP BY over every session that the counters replaced.
 * Rows are written straight into the tables by bulk statements (100,000 rows each); the counters are then filled from them
 * exactly as migration 0003 fills them.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseDialect } from '../server/db/database.server';
import { migrateToLatest } from '../server/db/migrate.server';
import type { DatabaseSchema } from '../server/db/schema.server';
import { createTestSessionRepository } from '../server/db/test-session-repository.server';
import { createResultStatistics } from '../server/services/result-statistics.service.server';

const sizes = [1000, 1_000_000] as const;
const repetitions = Number(process.env.BENCH_REPETITIONS ?? 1000);
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Adds sessions numbered `from`..`to`: six tests, three results, three languages and sessions without one. */
async function insertSessions(db: Kysely<DatabaseSchema>, dialect: DatabaseDialect, from: number, to: number): Promise<void> {
  const numbers =
    dialect === 'postgres'
      ? sql`generate_series(${from}::int, ${to}::int) as seq(n)`
      : sql`(with recursive seq(n) as (select ${from} union all select n + 1 from seq where n < ${to}) select n from seq)`;
  await withoutStatementTimeout(db, dialect, (transaction) => sql`
    insert into sessions (public_id, test_type_id, name, gender, answers, result_type, result_data, extrovert_percentage,
      introvert_percentage, completed_at, personal_comment, owner_token_hash, client_address_hash, language)
    select 'bench-' || n, 1 + n % 6, 'Bench', 'female', '[]',
      case (n / 6) % 3 when 0 then 'T' when 1 then 'F' else 'X' end, null, 50, 50, '2000-01-01T00:00:00.000Z', null,
      'hash', 'hash', case (n / 18) % 4 when 0 then 'en' when 1 then 'ko' when 2 then 'ja' else null end
    from ${numbers}
  `.execute(transaction));
}

/** The server's 5 s statement bound (database.server.ts) is for requests, not for writing a million rows at once. */
async function withoutStatementTimeout(db: Kysely<DatabaseSchema>, dialect: DatabaseDialect, run: (transaction: Kysely<DatabaseSchema>) => Promise<unknown>) {
  await db.transaction().execute(async (transaction) => {
    if (dialect === 'postgres') await sql`set local statement_timeout = 0`.execute(transaction);
    await run(transaction);
  });
}

async function refillCounters(db: Kysely<DatabaseSchema>, dialect: DatabaseDialect): Promise<void> {
  await withoutStatementTimeout(db, dialect, async (transaction) => {
    await sql`delete from result_counts`.execute(transaction);
    await sql`
      insert into result_counts (test_type_id, language, result_type, count)
      select test_type_id, coalesce(language, ''), result_type, count(*) from sessions
      group by test_type_id, coalesce(language, ''), result_type
    `.execute(transaction);
  });
}

async function medianMilliseconds(run: () => Promise<unknown>, count: number): Promise<number> {
  for (let index = 0; index < Math.min(20, count); index += 1) await run();
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = process.hrtime.bigint();
    await run();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function measure(database: Database): Promise<void> {
  const { db, dialect } = database;
  const statistics = createResultStatistics({ repository: createTestSessionRepository(db), cacheMilliseconds: 0 });
  const groupBy = () =>
    db.selectFrom('sessions').select(['result_type', (eb) => eb.fn.countAll().as('count')]).where('test_type_id', '=', 3).where('language', '=', 'en').groupBy('result_type').execute();
  const reads: number[] = [];
  let stored = 0;
  for (const size of sizes) {
    const started = Date.now();
    // In chunks: node-postgres gives up on a statement after 6 s on its side (database.server.ts).
    for (let from = stored + 1; from <= size; from += 100_000) await insertSessions(db, dialect, from, Math.min(size, from + 99_999));
    await refillCounters(db, dialect);
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    stored = size;
    const share = await statistics.describeShare(3, 'T', 'en');
    const read = await medianMilliseconds(() => statistics.describeShare(3, 'T', 'en'), repetitions);
    const reference = await medianMilliseconds(groupBy, 5);
    reads.push(read);
    console.log(
      `${dialect.padEnd(8)} ${String(size).padStart(9)} results (filled in ${Date.now() - started} ms): describeShare median ` +
        `${read.toFixed(3)} ms over ${repetitions} (${JSON.stringify(share)}); GROUP BY over sessions ${reference.toFixed(1)} ms`,
    );
  }
  const ratio = (reads[1] ?? Number.NaN) / (reads[0] ?? Number.NaN);
  console.log(`${dialect.padEnd(8)} ratio 1M/1k: ${ratio.toFixed(2)}x (target within 1.5x) ${ratio <= 1.5 ? 'ok' : 'OVER TARGET'}`);
}

async function benchSqlite(): Promise<void> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'statistics-bench-'));
  const database = openDatabase({ dialect: 'sqlite', file: path.join(directory, 'bench.sqlite') });
  try {
    await migrateToLatest(database);
    await measure(database);
  } finally {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres skipped: ${postgresUrl} does not answer (${String(error)})`);
    return;
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await admin.query(`create schema ${schema}`);
  const database = openDatabase({ dialect: 'postgres', connectionString: postgresUrl, schema, poolSize: 2 });
  try {
    await migrateToLatest(database);
    await measure(database);
  } finally {
    await database.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}

await benchSqlite();
await benchPostgres();
