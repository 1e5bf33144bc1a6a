import type { Generated, Insertable, Selectable } from 'kysely';

/** Times are ISO-8601 UTC text in both dialects, so both return the same strings (docs/decisions/0004). */
export interface SessionsTable {
  id: Generated<number>;
  public_id: string;
  test_type_id: number;
  name: string;
  gender: string;
  /** JSON array of option ids */
  answers: string;
  result_type: string;
  /** JSON object or null */
  result_data: string | null;
  extrovert_percentage: number;
  introvert_percentage: number;
  completed_at: string;
  personal_comment: string | null;
  owner_token_hash: string;
  client_address_hash: string;
  /** The page language the test was taken in; null for sessions stored before it was kept (migration 0002). */
  language: string | null;
  /** The public id of the friend's result this one was taken from, if any (migration 0004). */
  compared_with: string | null;
  /** Why the name and personal comment are hidden ('reports' or 'operator'), null while shown (migration 0005). */
  name_hidden: string | null;
}

export interface CommentsTable {
  id: Generated<number>;
  session_id: number;
  author_name: string;
  comment: string;
  created_at: string;
  author_address_hash: string;
  author_address_prefix: string;
  /** Why the comment is hidden ('reports', 'operator', 'held'), null while shown (migration 0005). */
  hidden: string | null;
}

export interface ReportsTable {
  id: Generated<number>;
  item_kind: 'comment' | 'result';
  /** The comment's or the session's row id. */
  item_id: number;
  address_hash: string;
  /** YYYY-MM-DD: the day whose key hashed the address (server/security/client-address.server.ts). */
  address_day: string;
  reason: string | null;
  created_at: string;
}

export interface AddressBlocksTable {
  id: Generated<number>;
  address_hash: string;
  address_day: string;
  until: string;
  reason: string;
  created_at: string;
}

export interface ModerationLogTable {
  id: Generated<number>;
  created_at: string;
  actor: 'reports' | 'operator';
  action: string;
  item_kind: 'comment' | 'result' | 'address';
  item_id: string;
  session_public_id: string | null;
  reason: string;
}

/**
 * How many stored sessions of a test gave a result, per page language (migration 0003), kept in step with
 * `sessions` by every insert.
 */
export interface ResultCountsTable {
  test_type_id: number;
  /** The session's language, or `noLanguage` (result-counts.server.ts) for sessions stored without one. */
  language: string;
  result_type: string;
  count: number;
}

export interface DatabaseSchema {
  sessions: SessionsTable;
  comments: CommentsTable;
  result_counts: ResultCountsTable;
  reports: ReportsTable;
  address_blocks: AddressBlocksTable;
  moderation_log: ModerationLogTable;
}

export type SessionRow = Selectable<SessionsTable>;
export type NewSessionRow = Insertable<SessionsTable>;
/** A session as the service knows it after storing it; the internal integer key is not needed to answer. */
export type StoredSession = Omit<SessionRow, 'id'>;
export type RecentSessionRow = Pick<
  SessionRow,
  'public_id' | 'name' | 'gender' | 'result_type' | 'result_data' | 'completed_at' | 'personal_comment' | 'name_hidden'
> & { comment_count: number | string | bigint | null };
export type ResultCountRow = Selectable<ResultCountsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type NewCommentRow = Insertable<CommentsTable>;
