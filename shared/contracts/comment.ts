import { z } from 'zod';
import { sessionIdSchema } from './test-session';
import { boundedText, textLimits } from './text-fields';

export const commentFieldsSchema = z.object({
  authorName: boundedText(textLimits.authorName),
  comment: boundedText(textLimits.comment),
  // The spec's client sends createdAt; the server sets the time itself.
  createdAt: z.unknown().optional(),
});

export const createCommentBodySchema = commentFieldsSchema.extend({ sessionId: sessionIdSchema });

export const publicCommentSchema = z.strictObject({
  id: z.number().int(),
  sessionId: z.string(),
  authorName: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  /** Masked prefix of the author's address, e.g. "211.36" (docs/spec/product-rules.md D3). */
  authorIp: z.string(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;
