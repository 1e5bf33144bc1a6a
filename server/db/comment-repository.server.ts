import type { Kysely } from 'kysely';
import type { CommentRow, DatabaseSchema, NewCommentRow } from './schema.server';

export function createCommentRepository(db: Kysely<DatabaseSchema>) {
  return {
    async insertComment(row: NewCommentRow): Promise<CommentRow> {
      return db.insertInto('comments').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async listCommentsOfSession(sessionId: number, limit: number): Promise<CommentRow[]> {
      return db
        .selectFrom('comments')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
