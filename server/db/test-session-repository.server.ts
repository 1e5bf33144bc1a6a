import type { Kysely } from 'kysely';
import { createCompiledInsert } from './compiled-insert.server';
import { createInsertBatcher } from './insert-batcher.server';
import type { DatabaseSchema, NewSessionRow, RecentSessionRow, SessionRow } from './schema.server';

const sessionColumns = [
  'public_id', 'test_type_id', 'name', 'gender', 'answers', 'result_type', 'result_data', 'extrovert_percentage',
  'introvert_percentage', 'completed_at', 'personal_comment', 'owner_token_hash', 'client_address_hash', 'language',
] as const satisfies readonly (keyof NewSessionRow)[];

export function createTestSessionRepository(db: Kysely<DatabaseSchema>) {
  // The caller already holds every stored value, so nothing is read back.
  const insertSession = createInsertBatcher(createCompiledInsert<DatabaseSchema, NewSessionRow>(db, 'sessions', sessionColumns));

  return {
    insertSession,

    async findSessionByPublicId(publicId: string): Promise<SessionRow | undefined> {
      return db.selectFrom('sessions').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    },

    /** Sets the comment only if none is set yet, so two racing requests cannot both succeed. */
    async setPersonalCommentOnce(sessionId: number, personalComment: string): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ personal_comment: personalComment })
        .where('id', '=', sessionId)
        .where('personal_comment', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * How many sessions of a test gave each result, among those taken in `language` (or all of them); read from the
     * index alone (migration 0002).
     */
    async countResults(testTypeId: number, language: string | null): Promise<{ resultType: string; count: number }[]> {
      let query = db
        .selectFrom('sessions')
        .select(['result_type', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
        .where('test_type_id', '=', testTypeId);
      if (language !== null) query = query.where('language', '=', language);
      const rows = await query.groupBy('result_type').execute();
      // PostgreSQL counts are bigint, which node-postgres returns as text.
      return rows.map((row) => ({ resultType: row.result_type, count: Number(row.count) }));
    },

    /** How many sessions each test has (the recent-list index holds the test type first). */
    async countSessionsByTestType(): Promise<{ testTypeId: number; count: number }[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['test_type_id', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
        .groupBy('test_type_id')
        .execute();
      return rows.map((row) => ({ testTypeId: row.test_type_id, count: Number(row.count) }));
    },

    /** Only the columns a public list shows: fewer values to read, and no hash can slip into a reply. */
    async listRecentSessions(testTypeId: number, limit: number): Promise<RecentSessionRow[]> {
      return db
        .selectFrom('sessions')
        .select(['public_id', 'name', 'gender', 'result_type', 'result_data', 'completed_at', 'personal_comment'])
        .select((eb) =>
          eb
            .selectFrom('comments')
            .select(eb.fn.countAll<number>().as('count'))
            .whereRef('comments.session_id', '=', 'sessions.id')
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
