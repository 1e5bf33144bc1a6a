import type { CommentRepository } from '../db/comment-repository.server';
import type { CommentRow } from '../db/schema.server';
import type { TestSessionRepository } from '../db/test-session-repository.server';
import type { TextChecks } from '../moderation/text-checks.server';
import { ServiceError } from './service-error.server';

/** Comments shown per result at most; the newest are kept. */
export const commentListLimit = 100;

/** The bounds on what one result and one address may collect (decision 0045; server/config: COMMENT_*). */
export interface CommentBounds {
  /** Comments one result keeps; past it, new ones are refused (its newest remain the ones shown). */
  perResult: number;
  /** Comments one address may write in a UTC day. */
  perAddressPerDay: number;
  /** The same comment from one address again within this time is refused. */
  duplicateWindowMs: number;
}

interface Dependencies {
  comments: CommentRepository;
  sessions: TestSessionRepository;
  textChecks: TextChecks;
  bounds: CommentBounds;
  now?: () => Date;
}

export interface CommentAuthor {
  addressHash: string;
  addressPrefix: string;
}

export function createCommentService({ comments, sessions, textChecks, bounds, now = () => new Date() }: Dependencies) {
  async function requireSessionRowId(publicId: string): Promise<number> {
    const session = await sessions.findSessionByPublicId(publicId);
    if (!session) throw new ServiceError('not-found', 'Result not found');
    return session.id;
  }

  return {
    async listComments(sessionPublicId: string): Promise<CommentRow[]> {
      const sessionId = await requireSessionRowId(sessionPublicId);
      return comments.listCommentsOfSession(sessionId, commentListLimit);
    },

    /**
     * Stores a comment that passes the filters and the bounds. A held one (a hold list's word) is stored hidden and
     * answered like any other: its writer sees it, nobody else until an operator restores it.
     */
    async addComment(sessionPublicId: string, input: { authorName: string; comment: string }, author: CommentAuthor): Promise<CommentRow> {
      const verdict = textChecks.checkTexts({ authorName: input.authorName, comment: input.comment });
      const sessionId = await requireSessionRowId(sessionPublicId);
      const time = now();
      if ((await comments.countCommentsOfAddress(author.addressHash)) >= bounds.perAddressPerDay) {
        throw new ServiceError('too-many', 'This address wrote as many comments today as it may', 'daily-limit');
      }
      if (await comments.hasRecentDuplicate(author.addressHash, input.comment, new Date(time.getTime() - bounds.duplicateWindowMs).toISOString())) {
        throw new ServiceError('conflict', 'The same comment was just posted', 'duplicate');
      }
      if ((await comments.countCommentsOfSession(sessionId)) >= bounds.perResult) {
        throw new ServiceError('conflict', 'This result has as many comments as it may keep', 'result-full');
      }
      return comments.insertComment({
        session_id: sessionId,
        author_name: input.authorName,
        comment: input.comment,
        created_at: time.toISOString(),
        author_address_hash: author.addressHash,
        author_address_prefix: author.addressPrefix,
        hidden: verdict === 'held' ? 'held' : null,
      });
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
