/**
 * What moderation tells the client (decision 0045): why a write was refused, as a code the page turns into
 * words in the reader's language (the `message` beside it is for developers), and the reasons a reader may give
 * for a report. No zod here: the page's code loads this file.
 */
export const refusalCodes = [
  /** A link, a domain or a messenger handle in the named field. */
  'link',
  /** A word of the refuse lists in the named field. */
  'word',
  /** The same comment again from this address within minutes. */
  'duplicate',
  /** The result has as many comments as it may keep. */
  'result-full',
  /** This address wrote as many comments today as it may. */
  'daily-limit',
  /** The operator blocked this address for a while; the words stay neutral. */
  'blocked',
] as const;
export type RefusalCode = (typeof refusalCodes)[number];

export const reportReasons = ['spam', 'hurtful', 'personal-info', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** An API error's body: the message, and the refusal's code where moderation refused. */
export interface ApiErrorBody {
  message: string;
  code?: RefusalCode;
}

/**
 * The name a result shows while its name is hidden (reports past the threshold, a held name, the operator): the
 * result stays, its name and personal comment do not. The same in every language, and plainly a hidden name.
 */
export const hiddenName = '***';
