import type { Kysely } from 'kysely';
import type { DatabaseSchema, NewSessionRow, SessionRow } from './schema.server';

export function createTestSessionRepository(db: Kysely<DatabaseSchema>) {
  return {
    async insertSession(row: NewSessionRow): Promise<SessionRow> {
      return db.insertInto('sessions').values(row).returningAll().executeTakeFirstOrThrow();
    },

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

    async listRecentSessions(testTypeId: number, limit: number): Promise<SessionRow[]> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('test_type_id', '=', testTypeId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type TestSessionRepository = ReturnType<typeof createTestSessionRepository>;
