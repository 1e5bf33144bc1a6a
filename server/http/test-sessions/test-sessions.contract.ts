import { z } from 'zod';
import {
  personalCommentBodySchema,
  recentLimits,
  sessionIdSchema,
  submitTestBodySchema,
  testTypeIdSchema,
} from '../../../shared/contracts/test-session';

/** Paths, inputs and statuses of the test-session endpoints (spec-core section 7, decisions.md D2-D3). */
export const testSessionsContract = {
  submit: { method: 'POST', url: '/api/test/submit', body: submitTestBodySchema, status: 201 },
  get: { method: 'GET', url: '/api/test/:sessionId', params: z.object({ sessionId: sessionIdSchema }), status: 200 },
  setPersonalComment: {
    method: 'PATCH',
    url: '/api/test/comment/:sessionId',
    params: z.object({ sessionId: sessionIdSchema }),
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
