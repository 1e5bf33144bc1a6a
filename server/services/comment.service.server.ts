import type { CommentRepository } from '../db/comment-repository.server';
import type { CommentRow } from '../db/schema.server';
import type { TestSessionRepository } from '../db/test-session-repository.server';
import { ServiceError } from './service-error.server';

/** Comments shown per result at most; the newest are kept. */
export const commentListLimit = 100;

interface Dependencies {
  comments: CommentRepository;
  sessions: TestSessionRepository;
  now?: () => Date;
}

export interface CommentAuthor {
  addressHash: string;
  addressPrefix: string;
}

export function createCommentService({ comments, sessions, now = () => new Date() }: Dependencies) {
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

    async addComment(
      sessionPublicId: string,
      input: { authorName: string; comment: string },
      author: CommentAuthor,
    ): Promise<CommentRow> {
      const sessionId = await requireSessionRowId(sessionPublicId);
      return comments.insertComment({
        session_id: sessionId,
        author_name: input.authorName,
        comment: input.comment,
        created_at: now().toISOString(),
        author_address_hash: author.addressHash,
        author_address_prefix: author.addressPrefix,
      });
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
