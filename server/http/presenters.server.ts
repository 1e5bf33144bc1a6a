import type { PublicComment } from '../../shared/contracts/comment';
import type { PublicSession, RecentResult } from '../../shared/contracts/test-session';
import type { CommentRow, SessionRow } from '../db/schema.server';

/** Explicit response shapes: a row never leaves the server as it is (it holds hashes). */
export function presentSession(row: SessionRow): PublicSession {
  return {
    id: row.public_id,
    testTypeId: row.test_type_id,
    name: row.name,
    gender: row.gender === 'female' ? 'female' : 'male',
    answers: JSON.parse(row.answers) as string[],
    resultType: row.result_type,
    resultData: row.result_data ? (JSON.parse(row.result_data) as PublicSession['resultData']) : null,
    extrovertPercentage: row.extrovert_percentage,
    introvertPercentage: row.introvert_percentage,
    completedAt: row.completed_at,
    personalComment: row.personal_comment,
  };
}

export function presentRecentResult(row: SessionRow): RecentResult {
  const { id, name, gender, resultType, resultData, completedAt, personalComment } = presentSession(row);
  return { id, name, gender, resultType, resultData, completedAt, personalComment };
}

export function presentComment(row: CommentRow, sessionPublicId: string): PublicComment {
  return {
    id: row.id,
    sessionId: sessionPublicId,
    authorName: row.author_name,
    comment: row.comment,
    createdAt: row.created_at,
    authorIp: row.author_address_prefix,
  };
}
