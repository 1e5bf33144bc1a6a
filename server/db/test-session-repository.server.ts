import type { Kysely } from 'kysely';
import { createCompiledInsert } from './compiled-insert.server';
import { createInsertBatcher } from './insert-batcher.server';
import { countBatchResults, noLanguage } from './result-counts.server';
import type { DatabaseSchema, NewSessionRow, RecentSessionRow, ResultCountRow, SessionRow } from './schema.server';

const sessionColumns = [
  'public_id', 'test_type_id', 'name', 'gender', 'answers', 'result_type', 'result_data', 'extrovert_percentage',
  'introvert_percentage', 'completed_at', 'personal_comment', 'owner_token_hash', 'client_address_hash', 'language', 'compared_with', 'name_hidden',
] as const satisfies readonly (keyof NewSessionRow)[];
const resultCountColumns = ['test_type_id', 'language', 'result_type', 'count'] as const satisfies readonly (keyof ResultCountRow)[];

/** PostgreSQL sums are bigint (or numeric), which node-postgres returns as text. */
type CountValue = number | string | bigint;

export function createTestSessionRepository(db: Kysely<DatabaseSchema>) {
  const insertSessionRows = createCompiledInsert<DatabaseSchema, NewSessionRow>(db, 'sessions', sessionColumns);
  const addResultCounts = createCompiledInsert<DatabaseSchema, ResultCountRow>(db, 'result_counts', resultCountColumns, {
    addOnConflict: { key: ['test_type_id', 'language', 'result_type'], column: 'count' },
  });
  // The caller already holds every stored value, so nothing is read back. The batch and its counts commit together:
  // a failed batch counts nothing, and the counters always equal the stored sessions (migration 0003).
  const insertSession = createInsertBatcher<NewSessionRow>((rows) =>
    db.transaction().execute(async (transaction) => {
      await insertSessionRows(rows, transaction);
      await addResultCounts(countBatchResults(rows), transaction);
    }),
  );

  return {
    insertSession,

    async findSessionByPublicId(publicId: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    },

    /** Sets the comment only if none is set yet, so two racing requests cannot both succeed. */
    async setPersonalCommentOnce(sessionId: number, personalComment: string, nameHidden: string | null): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ personal_comment: personalComment, name_hidden: nameHidden })
        .where('id', '=', sessionId)
        .where('personal_comment', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * How many sessions of a test gave each result, among those taken in `language` (or all of them), from the
     * counters (migration 0003): a few rows per test and language, however many results are stored.
     */
    async countResults(testTypeId: number, language: string | null): Promise<{ resultType: string; count: number }[]> {
      // The empty string stands for "no language" in the counters; as a language it never matched a session.
      if (language === noLanguage) return [];
      const rows =
        language === null
          ? await db
              .selectFrom('result_counts')
              .select(['result_type', (eb) => eb.fn.sum<CountValue>('count').as('count')])
              .where('test_type_id', '=', testTypeId)
              .groupBy('result_type')
              .execute()
          : await db
              .selectFrom('result_counts')
              .select(['result_type', 'count'])
              .where('test_type_id', '=', testTypeId)
              .where('language', '=', language)
              .execute();
      return rows.map((row) => ({ resultType: row.result_type, count: Number(row.count) }));
    },

    /** How many sessions each test has, summed over its counters. */
    async countSessionsByTestType(): Promise<{ testTypeId: number; count: number }[]> {
      const rows = await db
        .selectFrom('result_counts')
        .select(['test_type_id', (eb) => eb.fn.sum<CountValue>('count').as('count')])
        .groupBy('test_type_id')
        .execute();
      return rows.map((row) => ({ testTypeId: row.test_type_id, count: Number(row.count) }));
    },

    /**
     * The latest results of the same test taken from this one's link (decision 0036): only the columns the
     * owner's page shows, newest first.
     */
    async listComparisons(publicId: string, testTypeId: number, limit: number) {
      return db
        .selectFrom('sessions')
        .select(['public_id', 'name', 'gender', 'result_type', 'result_data', 'completed_at', 'name_hidden'])
        .where('compared_with', '=', publicId)
        .where('test_type_id', '=', testTypeId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Only the columns a public list shows: fewer values to read, and no hash can slip into a reply. */
    async listRecentSessions(testTypeId: number, limit: number): Promise<RecentSessionRow[]> {
      return db
        .selectFrom('sessions')
        .select(['public_id', 'name', 'gender', 'result_type', 'result_data', 'completed_at', 'personal_comment', 'name_hidden'])
        .select((eb) =>
          eb
            .selectFrom('comments')
            .select(eb.fn.countAll<number>().as('count'))
            .whereRef('comments.session_id', '=', 'sessions.id')
            .where('comments.hidden', 'is', null)
            .as('comment_count'),
        )
        .where('test_type_id', '=', testTypeId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type TestSessionRepository = ReturnType<typeof createTestSessionRepository>;
