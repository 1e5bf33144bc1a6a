import { commentFieldsSchema, createCommentBodySchema } from '../../../shared/contracts/comment';

/** Paths and inputs of the comment endpoints (spec-core section 7); a malformed :sessionId is a 404. */
export const commentsContract = {
  list: { method: 'GET', url: '/api/comments/:sessionId', status: 200 },
  create: { method: 'POST', url: '/api/comments', body: createCommentBodySchema, status: 201 },
  createForSession: {
    method: 'POST',
    url: '/api/comments/:sessionId',
    body: commentFieldsSchema,
    status: 201,
  },
} as const;
