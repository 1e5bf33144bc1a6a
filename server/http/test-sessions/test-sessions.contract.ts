import { z } from 'zod';
import {
  personalCommentBodySchema,
  recentLimits,
  submitTestBodySchema,
  testTypeIdSchema,
} from '../../../shared/contracts/test-session';

/**
 * Paths, inputs and statuses of the test-session endpoints (spec-core section 7, decisions.md D2-D3).
 * A malformed :sessionId is a 404 (parseSessionIdParam), not a validation error.
 */
export const testSessionsContract = {
  submit: { method: 'POST', url: '/api/test/submit', body: submitTestBodySchema, status: 201 },
  get: { method: 'GET', url: '/api/test/:sessionId', status: 200 },
  setPersonalComment: {
    method: 'PATCH',
    url: '/api/test/comment/:sessionId',
    body: personalCommentBodySchema,
    status: 200,
  },
  listRecent: {
    method: 'GET',
    url: '/api/recent/:testTypeId',
    params: z.object({ testTypeId: z.coerce.number().pipe(testTypeIdSchema) }),
    query: z.object({
      limit: z.coerce.number().int().min(1).max(recentLimits.maximum).default(recentLimits.default),
    }),
    status: 200,
  },
} as const;

/** "Bearer <token>"; anything else counts as no token (401). */
export function readBearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(authorization ?? '');
  return match?.[1] ?? null;
}
