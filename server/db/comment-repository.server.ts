import type { Kysely } from 'kysely';
import type { CommentRow, DatabaseSchema, NewCommentRow } from './schema.server';

type CountValue = number | string | bigint;

export function createCommentRepository(db: Kysely<DatabaseSchema>) {
  const countWhere = async (filter: (query: ReturnType<typeof selectCount>) => ReturnType<typeof selectCount>) =>
    Number((await filter(selectCount()).executeTakeFirst())?.count ?? 0);
  const selectCount = () => db.selectFrom('comments').select((eb) => eb.fn.countAll<CountValue>().as('count'));

  return {
    async insertComment(row: NewCommentRow): Promise<CommentRow> {
      return db.insertInto('comments').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The newest comments shown under a result: hidden ones are left out (decision 0045). */
    async listCommentsOfSession(sessionId: number, limit: number): Promise<CommentRow[]> {
      return db
        .selectFrom('comments')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('hidden', 'is', null)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** A comment with the public id of the result it is under. */
    async findComment(commentId: number): Promise<(CommentRow & { session_public_id: string }) | undefined> {
      return db
        .selectFrom('comments')
        .innerJoin('sessions', 'sessions.id', 'comments.session_id')
        .selectAll('comments')
        .select('sessions.public_id as session_public_id')
        .where('comments.id', '=', commentId)
        .executeTakeFirst();
    },

    /** Every comment stored under a result, hidden ones included: the cap counts what is stored. */
    countCommentsOfSession: (sessionId: number) => countWhere((query) => query.where('session_id', '=', sessionId)),

    /** Comments written with this address hash; the hash's key changes every UTC day, so these are today's. */
    countCommentsOfAddress: (addressHash: string) => countWhere((query) => query.where('author_address_hash', '=', addressHash)),

    /** Whether this address wrote the same comment since `since` (ISO time). */
    async hasRecentDuplicate(addressHash: string, comment: string, since: string): Promise<boolean> {
      const row = await db
        .selectFrom('comments')
        .select('id')
        .where('author_address_hash', '=', addressHash)
        .where('comment', '=', comment)
        .where('created_at', '>=', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
