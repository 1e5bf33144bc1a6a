import { z } from 'zod';
import type { ApiRouteName } from './api-routes';
import { commentFieldsSchema, createCommentBodySchema, publicCommentSchema } from './comment';
import { analyzePhotoBodySchema, photoAnalysisSchema } from './photo-analysis';
import { reportReasons } from './moderation';
import {
  personalCommentBodySchema,
  publicSessionSchema,
  recentLimits,
  recentResultSchema,
  sessionIdSchema,
  submitTestBodySchema,
  submittedSessionSchema,
  testTypeIdSchema,
} from './test-session';

export interface ApiRouteSchemas {
  /** A path parameter that fails its schema answers 404 when the route says so (a malformed id names nothing). */
  params?: z.ZodType;
  invalidParamsStatus?: 400 | 404;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

const sessionParams = z.object({ sessionId: sessionIdSchema });
/** A report says nothing but, optionally, why; no body at all is a report without a reason. */
const reportBody = z.strictObject({ reason: z.enum(reportReasons).optional() }).optional();
const reportResponse = z.strictObject({ status: z.literal('received') });

/** What each route of `apiRoutes` takes and returns; the server parses with these, the client's types come from them. */
export const apiSchemas = {
  submitTest: { body: submitTestBodySchema, response: submittedSessionSchema },
  getSession: { params: sessionParams, invalidParamsStatus: 404, response: publicSessionSchema },
  setPersonalComment: { params: sessionParams, invalidParamsStatus: 404, body: personalCommentBodySchema, response: publicSessionSchema },
  listRecent: {
    params: z.object({ testTypeId: z.coerce.number().pipe(testTypeIdSchema) }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(recentLimits.maximum).default(recentLimits.default) }),
    response: z.array(recentResultSchema),
  },
  listComments: { params: sessionParams, invalidParamsStatus: 404, response: z.array(publicCommentSchema) },
  createComment: { body: createCommentBodySchema, response: publicCommentSchema },
  createCommentForSession: { params: sessionParams, invalidParamsStatus: 404, body: commentFieldsSchema, response: publicCommentSchema },
  reportComment: {
    params: z.object({ commentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    invalidParamsStatus: 404,
    body: reportBody,
    response: reportResponse,
  },
  reportResult: { params: sessionParams, invalidParamsStatus: 404, body: reportBody, response: reportResponse },
  analyzePhoto: { body: analyzePhotoBodySchema, response: photoAnalysisSchema },
} as const satisfies Record<ApiRouteName, ApiRouteSchemas>;

type Schemas = typeof apiSchemas;
type Field<Name extends ApiRouteName, Key extends string> = Schemas[Name] extends Record<Key, z.ZodType> ? z.input<Schemas[Name][Key]> : undefined;
type Parsed<Name extends ApiRouteName, Key extends string> = Schemas[Name] extends Record<Key, z.ZodType> ? z.output<Schemas[Name][Key]> : undefined;

/** What a caller sends to a route (before parsing), and what a handler receives (after). */
export interface ApiRequest<Name extends ApiRouteName> {
  params: Field<Name, 'params'>;
  query: Field<Name, 'query'>;
  body: Field<Name, 'body'>;
}
export interface ApiParsedRequest<Name extends ApiRouteName> {
  params: Parsed<Name, 'params'>;
  query: Parsed<Name, 'query'>;
  body: Parsed<Name, 'body'>;
}
export type ApiResponse<Name extends ApiRouteName> = z.output<Schemas[Name]['response']>;
