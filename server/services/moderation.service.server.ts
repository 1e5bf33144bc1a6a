import type { CommentRepository } from '../db/comment-repository.server';
import type { ModerationRepository } from '../db/moderation-repository.server';
import type { TestSessionRepository } from '../db/test-session-repository.server';
import type { ClientIdentity } from '../http/client-identity.server';
import type { ReportReason } from '../../shared/contracts/moderation';
import { ServiceError } from './service-error.server';

interface Dependencies {
  moderation: ModerationRepository;
  comments: CommentRepository;
  sessions: TestSessionRepository;
  /** Reports from distinct addresses that hide an item until an operator decides (REPORT_THRESHOLD). */
  reportThreshold: number;
  now?: () => Date;
}

/** Reports looked at to tell whether an address reported an item on another day; more than any threshold. */
const reportsCompared = 200;

/**
 * Readers' reports (decision 0045): one per address per item, the address compared under each earlier report's day key
 * (nothing stored links two days of an address); past the threshold of distinct addresses the item is hidden
 * everywhere and the log says so, which every server process reads to forget its cached pages.
 */
export function createModerationService({ moderation, comments, sessions, reportThreshold, now = () => new Date() }: Dependencies) {
  async function report(kind: 'comment' | 'result', itemId: number, reason: ReportReason | undefined, client: ClientIdentity): Promise<number | null> {
    const earlier = await moderation.listReports(kind, itemId, reportsCompared);
    if (earlier.some((row) => client.hashOnDay(row.address_day) === row.address_hash)) return null;
    const added = await moderation.insertReport({
      item_kind: kind,
      item_id: itemId,
      address_hash: client.addressHash,
      address_day: client.addressDay,
      reason: reason ?? null,
      created_at: now().toISOString(),
    });
    return added ? moderation.countReports(kind, itemId) : null;
  }

  return {
    async reportComment(commentId: number, reason: ReportReason | undefined, client: ClientIdentity): Promise<void> {
      const comment = await comments.findComment(commentId);
      if (!comment) throw new ServiceError('not-found', 'Comment not found');
      const count = await report('comment', commentId, reason, client);
      if (count !== null && count >= reportThreshold && (await moderation.hideComment(commentId, 'reports'))) {
        await moderation.log({ created_at: now().toISOString(), actor: 'reports', action: 'hide-comment', item_kind: 'comment', item_id: String(commentId), session_public_id: comment.session_public_id, reason: `${count} reports` });
      }
    },

    async reportResult(publicId: string, reason: ReportReason | undefined, client: ClientIdentity): Promise<void> {
      const session = await sessions.findSessionByPublicId(publicId);
      if (!session) throw new ServiceError('not-found', 'Result not found');
      const count = await report('result', session.id, reason, client);
      if (count !== null && count >= reportThreshold && (await moderation.hideName(session.id, 'reports'))) {
        await moderation.log({ created_at: now().toISOString(), actor: 'reports', action: 'hide-name', item_kind: 'result', item_id: publicId, session_public_id: publicId, reason: `${count} reports` });
      }
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
