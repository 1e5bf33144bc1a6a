import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.server';
import { createModerationRepository } from '../db/moderation-repository.server';

type CountValue = number | string | bigint;

/** Every operator action says why; the audit log keeps it with the time (decision 0045). */
export interface OperatorAction {
  reason: string;
  now?: Date;
}

export class CommandError extends Error {}

/**
 * What `npm run moderate` does, over the configured database (decision 0045). Each change is one row of the audit
 * log, which every running server reads within MODERATION_POLL_MS to forget the pages that showed the item.
 */
export function createModerationCommands(db: Kysely<DatabaseSchema>) {
  const moderation = createModerationRepository(db);

  async function findComment(commentId: number) {
    const comment = await db
      .selectFrom('comments')
      .innerJoin('sessions', 'sessions.id', 'comments.session_id')
      .select(['comments.id', 'comments.author_address_hash', 'comments.created_at', 'sessions.public_id'])
      .where('comments.id', '=', commentId)
      .executeTakeFirst();
    if (!comment) throw new CommandError(`no comment ${commentId}`);
    return comment;
  }

  async function findResult(publicId: string) {
    const session = await db.selectFrom('sessions').select(['id', 'public_id', 'client_address_hash', 'completed_at']).where('public_id', '=', publicId).executeTakeFirst();
    if (!session) throw new CommandError(`no result ${publicId}`);
    return session;
  }

  /** Asked before anything changes: an action without a reason is refused whole. */
  function requireReason({ reason }: OperatorAction): void {
    if (!reason.trim()) throw new CommandError('say why: --reason "..."');
  }

  async function log(action: string, itemKind: 'comment' | 'result' | 'address', itemId: string, sessionPublicId: string | null, { reason, now = new Date() }: OperatorAction) {
    await moderation.log({ created_at: now.toISOString(), actor: 'operator', action, item_kind: itemKind, item_id: itemId, session_public_id: sessionPublicId, reason: reason.trim() });
  }

  /** Changes an item and logs it; an item already in that state is said so, and nothing is logged. */
  async function change(done: boolean, already: string, record: () => Promise<void>): Promise<string> {
    if (!done) return already;
    await record();
    return 'done';
  }

  return {
    /** The latest comments (reported ones first with `reported`), with what the operator needs to act on them. */
    async listComments({ reported = false, limit = 20 } = {}) {
      let query = db
        .selectFrom('comments')
        .innerJoin('sessions', 'sessions.id', 'comments.session_id')
        .select(['comments.id', 'comments.created_at', 'sessions.public_id as result', 'comments.author_name', 'comments.comment', 'comments.author_address_prefix', 'comments.hidden'])
        .select((eb) =>
          eb.selectFrom('reports').select(eb.fn.countAll<CountValue>().as('count')).where('reports.item_kind', '=', 'comment').whereRef('reports.item_id', '=', 'comments.id').as('reports'),
        );
      if (reported) query = query.where((eb) => eb.exists(eb.selectFrom('reports').select('reports.id').where('reports.item_kind', '=', 'comment').whereRef('reports.item_id', '=', 'comments.id')));
      const rows = await query.orderBy('comments.id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...row, reports: Number(row.reports ?? 0) }));
    },

    /** The latest results (reported ones with `reported`): name, personal comment, hidden or not, reports. */
    async listResults({ reported = false, limit = 20 } = {}) {
      let query = db
        .selectFrom('sessions')
        .select(['sessions.public_id as result', 'sessions.completed_at', 'sessions.name', 'sessions.personal_comment', 'sessions.name_hidden'])
        .select((eb) =>
          eb.selectFrom('reports').select(eb.fn.countAll<CountValue>().as('count')).where('reports.item_kind', '=', 'result').whereRef('reports.item_id', '=', 'sessions.id').as('reports'),
        );
      if (reported) query = query.where((eb) => eb.exists(eb.selectFrom('reports').select('reports.id').where('reports.item_kind', '=', 'result').whereRef('reports.item_id', '=', 'sessions.id')));
      const rows = await query.orderBy('sessions.id', 'desc').limit(limit).execute();
      return rows.map((row) => ({ ...row, reports: Number(row.reports ?? 0) }));
    },

    async listLog({ limit = 20 } = {}) {
      return db.selectFrom('moderation_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },

    async hideComment(commentId: number, action: OperatorAction) {
      requireReason(action);
      const comment = await findComment(commentId);
      return change(await moderation.hideComment(commentId, 'operator'), 'already hidden', () => log('hide-comment', 'comment', String(commentId), comment.public_id, action));
    },

    async restoreComment(commentId: number, action: OperatorAction) {
      requireReason(action);
      const comment = await findComment(commentId);
      return change(await moderation.restoreComment(commentId), 'not hidden', () => log('restore-comment', 'comment', String(commentId), comment.public_id, action));
    },

    async deleteComment(commentId: number, action: OperatorAction) {
      requireReason(action);
      const comment = await findComment(commentId);
      return change(await moderation.deleteComment(commentId), 'already gone', () => log('delete-comment', 'comment', String(commentId), comment.public_id, action));
    },

    async hideName(publicId: string, action: OperatorAction) {
      requireReason(action);
      const session = await findResult(publicId);
      return change(await moderation.hideName(session.id, 'operator'), 'already hidden', () => log('hide-name', 'result', publicId, publicId, action));
    },

    async restoreName(publicId: string, action: OperatorAction) {
      requireReason(action);
      const session = await findResult(publicId);
      return change(await moderation.restoreName(session.id), 'not hidden', () => log('restore-name', 'result', publicId, publicId, action));
    },

    /**
     * Blocks the address that wrote a comment, or took a result, for `days`: what it writes is refused (403). The
     * block is the address's hash of that day with the day: a server compares an address under that day's key.
     */
    async blockAuthor(target: { commentId: number } | { resultId: string }, days: number, action: OperatorAction) {
      requireReason(action);
      if (!Number.isInteger(days) || days < 1 || days > 365) throw new CommandError('--days must be a whole number from 1 to 365');
      const now = action.now ?? new Date();
      const { hash, time, label } =
        'commentId' in target
          ? await findComment(target.commentId).then((row) => ({ hash: row.author_address_hash, time: row.created_at, label: `author of comment ${target.commentId}` }))
          : await findResult(target.resultId).then((row) => ({ hash: row.client_address_hash, time: row.completed_at, label: `author of result ${target.resultId}` }));
      await moderation.addBlock({ address_hash: hash, address_day: time.slice(0, 10), until: new Date(now.getTime() + days * 86_400_000).toISOString(), reason: action.reason, created_at: now.toISOString() });
      await log(`block-${days}-days`, 'address', label, null, action);
      return 'done';
    },
  };
}

export type ModerationCommands = ReturnType<typeof createModerationCommands>;
