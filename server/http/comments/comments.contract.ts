import { z } from 'zod';
import { commentFieldsSchema, createCommentBodySchema } from '../../../shared/contracts/comment';
import { sessionIdSchema } from '../../../shared/contracts/test-session';

/** Paths and inputs of the comment endpoints (spec-core section 7). */
export const commentsContract = {
  list: { method: 'GET', url: '/api/comments/:sessionId', params: z.object({ sessionId: sessionIdSchema }), status: 200 },
  create: { method: 'POST', url: '/api/comments', body: createCommentBodySchema, status: 201 },
  createForSession: {
    method: 'POST',
    url: '/api/comments/:sessionId',
    params: z.object({ sessionId: sessionIdSchema }),
    body: commentFieldsSchema,
    status: 201,
  },
} as const;
