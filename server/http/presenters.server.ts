import { z } from 'zod';
import type { PublicComment } from '../../shared/contracts/comment';
import { publicSessionSchema, type ComparedFriend, type PublicSession, type RecentResult } from '../../shared/contracts/test-session';
import type { CommentRow, RecentSessionRow, StoredSession } from '../db/schema.server';
import { hiddenName } from '../../shared/contracts/moderation';

/** A hidden name is shown as `hiddenName`, and the personal comment beside it not at all (decision 0045). */
const shownName = (row: Pick<StoredSession, 'name' | 'name_hidden'>) => (row.name_hidden ? hiddenName : row.name);
const shownPersonalComment = (row: Pick<StoredSession, 'personal_comment' | 'name_hidden'>) => (row.name_hidden ? null : row.personal_comment);

// The column is checked on the way in; anything else would be a row written by hand.
const genderOf = (gender: string): PublicSession['gender'] => (gender === 'female' ? 'female' : 'male');

/** Explicit response shapes: a row never leaves the server as it is (it holds hashes). */
export function presentSession(row: StoredSession): PublicSession {
  return {
    id: row.public_id,
    testTypeId: row.test_type_id,
    name: shownName(row),
    gender: genderOf(row.gender),
    answers: readStoredJson(row, 'answers', row.answers, publicSessionSchema.shape.answers),
    resultType: row.result_type,
    resultData: readResultData(row),
    extrovertPercentage: row.extrovert_percentage,
    introvertPercentage: row.introvert_percentage,
    completedAt: row.completed_at,
    personalComment: shownPersonalComment(row),
  };
}

export function presentRecentResult(row: RecentSessionRow): RecentResult {
  return {
    id: row.public_id,
    name: shownName(row),
    gender: genderOf(row.gender),
    resultType: row.result_type,
    resultData: readResultData(row),
    completedAt: row.completed_at,
    personalComment: shownPersonalComment(row),
    // PostgreSQL returns count(*) as a string (bigint), SQLite as a number.
    commentCount: Number(row.comment_count ?? 0),
  };
}

/** A stored JSON column that is not what the API promises: the row was not written by the submit service. */
export class StoredRowError extends Error {
  constructor(publicId: string, column: string, reason: string) {
    super(`sessions row ${publicId}: ${column} ${reason}`);
    this.name = 'StoredRowError';
  }
}

/**
 * Reads a JSON column through the response's schema for it: a row that does not match fails the request with an
 * error naming the row and the column, instead of answering with a value of the wrong shape.
 */
function readStoredJson<Schema extends z.ZodType>(row: Pick<StoredSession, 'public_id'>, column: string, text: string, schema: Schema): z.output<Schema> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new StoredRowError(row.public_id, column, 'is not JSON');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw new StoredRowError(row.public_id, column, `does not match its schema: ${z.prettifyError(result.error)}`);
  return result.data;
}

const readResultData = (row: Pick<StoredSession, 'public_id' | 'result_data'>): PublicSession['resultData'] =>
  row.result_data === null ? null : readStoredJson(row, 'result_data', row.result_data, publicSessionSchema.shape.resultData);

/** A friend who compared, as a result page lists them: name and result only. */
export function presentComparedFriend(row: Pick<StoredSession, 'public_id' | 'name' | 'name_hidden' | 'result_type' | 'completed_at'>): ComparedFriend {
  return { id: row.public_id, name: shownName(row), resultType: row.result_type, completedAt: row.completed_at };
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
