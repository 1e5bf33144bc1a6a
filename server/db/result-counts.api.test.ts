import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.server';
import { createResultStatistics } from '../services/result-statistics.service.server';
import type { NewSessionRow } from './schema.server';
import { createTestSessionRepository } from './test-session-repository.server';
import { checkTestDatabaseAvailable, createTestDatabase, dialectUnderTest, type TestDatabase } from './testing/test-database.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

let sequence = 0;
function sessionRow(testTypeId: number, resultType: string, language: string | null): NewSessionRow {
  sequence += 1;
  return {
    public_id: `counter-test-${String(sequence).padStart(6, '0')}`,
    test_type_id: testTypeId,
    name: 'Mina',
    gender: 'female',
    answers: '[]',
    result_type: resultType,
    result_data: null,
    extrovert_percentage: 50,
    introvert_percentage: 50,
    completed_at: '2000-01-01T00:00:00.000Z',
    personal_comment: null,
    owner_token_hash: 'hash',
    client_address_hash: 'hash',
    language,
  };
}

/** A varied batch: several languages, no language, and the same key many times within one batch. */
function mixedRows(count: number): NewSessionRow[] {
  const languages = ['en', 'ko', null, 'ja'];
  return Array.from({ length: count }, (_, index) =>
    sessionRow(1 + (index % 3), ['T', 'F', 'X'][(index * 7) % 3] ?? 'T', languages[(index * 5) % languages.length] ?? null),
  );
}

async function readCounters(testDatabase: TestDatabase) {
  const rows = await testDatabase.database.db.selectFrom('result_counts').selectAll().execute();
  return rows
    .map((row) => ({ ...row, count: Number(row.count) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** The counters recomputed the slow way, from every stored session. */
async function groupSessions(testDatabase: TestDatabase) {
  const rows = await sql<{ test_type_id: number; language: string; result_type: string; count: number | string }>`
    select test_type_id, coalesce(language, '') as language, result_type, count(*) as count
    from sessions group by test_type_id, coalesce(language, ''), result_type
  `.execute(testDatabase.database.db);
  return rows.rows
    .map((row) => ({ ...row, count: Number(row.count) }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

// Migration 0003: "N% got this result" read from counters that every insert keeps equal to the stored sessions.
describe.skipIf(!available)('result counters', () => {
  const databases: TestDatabase[] = [];
  const freshDatabase = async (...options: Parameters<typeof createTestDatabase> extends [unknown?, ...infer Rest] ? Rest : never) => {
    const testDatabase = await createTestDatabase(dialectUnderTest(), ...options);
    databases.push(testDatabase);
    return testDatabase;
  };
  afterEach(async () => {
    await Promise.all(databases.splice(0).map((testDatabase) => testDatabase.drop()));
  });

  it('equal a GROUP BY over the sessions after batched inserts, and the statistics read them', async () => {
    const testDatabase = await freshDatabase();
    const repository = createTestSessionRepository(testDatabase.database.db);
    // Concurrent inserts share batches (group commit); sequential ones each make their own.
    await Promise.all(mixedRows(252).map((row) => repository.insertSession(row)));
    for (const row of mixedRows(6)) await repository.insertSession(row);

    const counters = await readCounters(testDatabase);
    expect(counters).toEqual(await groupSessions(testDatabase));
    expect(counters.reduce((sum, row) => sum + row.count, 0)).toBe(258);

    const byTest = await repository.countSessionsByTestType();
    expect(Object.fromEntries(byTest.map((row) => [row.testTypeId, row.count]))).toEqual({ 1: 86, 2: 86, 3: 86 });
    const english = await repository.countResults(1, 'en');
    const expected = counters.filter((row) => row.test_type_id === 1 && row.language === 'en');
    expect(new Map(english.map((row) => [row.resultType, row.count]))).toEqual(new Map(expected.map((row) => [row.result_type, row.count])));
    // "All" sums every language, sessions without one included; the empty string is no language to ask for.
    const all = await repository.countResults(1, null);
    expect(all.reduce((sum, row) => sum + row.count, 0)).toBe(86);
    expect(await repository.countResults(1, '')).toEqual([]);
    const statistics = createResultStatistics({ repository, cacheMilliseconds: 0 });
    expect(await statistics.describeShare(1, 'T', 'en')).toMatchObject({ scope: 'all', count: 86 });
  });

  it('are filled by the migration from the sessions stored before it', async () => {
    const testDatabase = await freshDatabase('0002-result-statistics');
    const rows = mixedRows(40);
    await testDatabase.database.db.insertInto('sessions').values(rows).execute();

    expect(await migrateToLatest(testDatabase.database)).toEqual(['0003-result-counts', '0004-compared-with', '0005-moderation']);
    const counters = await readCounters(testDatabase);
    expect(counters).toEqual(await groupSessions(testDatabase));
    expect(counters.reduce((sum, row) => sum + row.count, 0)).toBe(40);
    expect(counters.some((row) => row.language === '')).toBe(true);

    // New inserts add to the filled counters.
    const repository = createTestSessionRepository(testDatabase.database.db);
    await Promise.all(mixedRows(12).map((row) => repository.insertSession(row)));
    expect(await readCounters(testDatabase)).toEqual(await groupSessions(testDatabase));
  });

  it('count nothing of a batch that fails, whichever of its two statements fails', async () => {
    const testDatabase = await freshDatabase();
    const { db } = testDatabase.database;
    const repository = createTestSessionRepository(db);
    const first = sessionRow(1, 'T', 'en');
    await repository.insertSession(first);
    const before = await readCounters(testDatabase);

    // The sessions insert fails (a public id already stored): the whole batch fails, no counter moves.
    const batch = [sessionRow(1, 'T', 'en'), sessionRow(2, 'F', 'ko'), { ...sessionRow(1, 'T', 'en'), public_id: first.public_id }];
    const results = await Promise.allSettled(batch.map((row) => repository.insertSession(row)));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await readCounters(testDatabase)).toEqual(before);

    // The counter upsert fails (its table is gone for a moment): the sessions of the batch are not stored either.
    await sql`alter table result_counts rename to result_counts_away`.execute(db);
    await expect(repository.insertSession(sessionRow(3, 'T', 'ja'))).rejects.toThrow();
    await sql`alter table result_counts_away rename to result_counts`.execute(db);
    const stored = await db.selectFrom('sessions').select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(1);
    expect(await readCounters(testDatabase)).toEqual(before);
  });
});

describe.skipIf(!available)('result counters with one database for the file', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => testDatabase?.drop());

  it('start empty on a fresh database', async () => {
    expect(await readCounters(testDatabase)).toEqual([]);
    expect(await createTestSessionRepository(testDatabase.database.db).countSessionsByTestType()).toEqual([]);
  });
});
