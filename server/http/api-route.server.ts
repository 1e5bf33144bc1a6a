import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preParsingAsyncHookHandler } from 'fastify';
import { apiRoutes, type ApiRoute, type ApiRouteName, type ApiRoutePolicy } from '../../shared/contracts/api-routes';
import { apiSchemas, type ApiParsedRequest, type ApiResponse, type ApiRouteSchemas } from '../../shared/contracts/api-schemas';
import { HttpError, parseInput } from './http-error.server';

/** The buckets of the routes that store what a visitor wrote (a result, a comment, a report): blocks apply to them. */
const writeBuckets: ReadonlySet<ApiRoutePolicy['rateLimit']> = new Set(['submit', 'comment', 'report']);

/** What a handler receives: the parsed input of its route, the owner token where the route needs one, the request. */
export type ApiHandlerInput<Name extends ApiRouteName> = ApiParsedRequest<Name> & { ownerToken: string; request: FastifyRequest; reply: FastifyReply };
export type ApiHandler<Name extends ApiRouteName> = (input: ApiHandlerInput<Name>) => Promise<ApiResponse<Name>>;

/** A handler before its route's types are known: what `registerRoute` calls with the parsed input. */
export type ParsedInputHandler = (input: { params: unknown; query: unknown; body: unknown; ownerToken: string; request: FastifyRequest; reply: FastifyReply }) => Promise<unknown>;

export interface ApiRouteOptions {
  /** Run before the body is read (onRequest): a refused client's body is never buffered nor parsed. */
  rateLimits: Record<NonNullable<ApiRoutePolicy['rateLimit']>, onRequestAsyncHookHandler>;
  /** Tests check every response against its route's schema; production trusts the presenters. */
  checkResponses: boolean;
  /** Throws (503) while the database is not migrated yet; routes marked `withoutDatabase` skip it. */
  requireDatabase: () => void;
  /** Throws (403) when the operator blocked the client's address; asked by the routes of `writeBuckets`. */
  refuseBlocked?: (request: FastifyRequest) => Promise<void>;
}

/** "Bearer <token>", the scheme in any case (RFC 7235: schemes are case-insensitive); anything else is no token (401). */
export function readBearerToken(authorization: string | undefined): string | null {
  const match = /^bearer +([A-Za-z0-9_-]{1,100})\s*$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

function parseParams(schemas: ApiRouteSchemas, params: unknown): unknown {
  if (!schemas.params) return undefined;
  if (schemas.invalidParamsStatus === 404) {
    const parsed = schemas.params.safeParse(params);
    // A malformed id cannot name a stored result: it is simply not found.
    if (!parsed.success) throw new HttpError(404, 'Result not found');
    return parsed.data;
  }
  return parseInput(schemas.params, params, 'params');
}

/** What a request says its body weighs (Content-Length); a chunked body is counted by Fastify as it arrives. */
function declaredBodyBytes(request: FastifyRequest): number {
  const length = Number(request.headers['content-length'] ?? 0);
  return Number.isFinite(length) ? length : 0;
}

/**
 * Refusals before the body is read (onRequest): a body declared over the route's limit (413) and a client over
 * its rate limit (429). A photo's 7 MB body was buffered and its base64 checked before its 429 was decided.
 * The connection is closed after such a refusal, so the rest of the body is not read only to be dropped.
 */
function createBeforeBodyHook(bodyLimitBytes: number, rateLimit: onRequestAsyncHookHandler | undefined): onRequestAsyncHookHandler {
  return async function refuseBeforeBody(request, reply) {
    const hasBody = declaredBodyBytes(request) > 0 || request.headers['transfer-encoding'] !== undefined;
    try {
      if (declaredBodyBytes(request) > bodyLimitBytes) throw new HttpError(413, 'Request body is too large');
      await rateLimit?.call(this, request, reply);
    } catch (error) {
      if (hasBody) void reply.header('connection', 'close');
      throw error;
    }
  };
}

/**
 * Counts the body's quote characters as its chunks arrive (Buffer.indexOf skips a base64 photo in native code)
 * and stops at `maximum`: 330,000 junk keys cost a second of JSON.parse and schema work on the event loop.
 */
function createQuoteLimit(maximum: number): preParsingAsyncHookHandler {
  return async (_request, reply, payload) => {
    let quotes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        for (let at = chunk.indexOf(0x22); at !== -1 && quotes <= maximum; at = chunk.indexOf(0x22, at + 1)) quotes += 1;
        if (quotes <= maximum) return callback(null, chunk);
        // The rest of the body is not wanted: the connection closes after the answer.
        void reply.header('connection', 'close');
        callback(new HttpError(400, 'body: has more fields than this route takes'));
      },
    });
    // Not stream.pipeline: it would destroy the request, and with it the socket the 400 is written to.
    payload.on('error', (error) => counter.destroy(error));
    return payload.pipe(counter);
  };
}

/**
 * Registers the route `name` of the route table: its method and path, body limit and rate-limit bucket from
 * `apiRoutes`, its input parsed with `apiSchemas` (400 names the field), its success status. The handler only
 * calls a service and returns the response shape its route declares.
 */
export function registerApiRoute<Name extends ApiRouteName>(app: FastifyInstance, options: ApiRouteOptions, name: Name, handler: ApiHandler<Name>): void {
  // The input is parsed with this route's own schemas, so it has the shape the typed handler declares.
  registerRoute(app, options, apiRoutes[name], apiSchemas[name], handler as ParsedInputHandler);
}

/** Registers one route of any table; `registerApiRoute` is the typed door to the site's own table. */
export function registerRoute(
  app: FastifyInstance,
  options: ApiRouteOptions,
  route: ApiRoute,
  schemas: ApiRouteSchemas,
  handler: ParsedInputHandler,
): void {
  const policy = route.policy ?? {};
  app.route({
    method: route.method,
    url: route.path,
    ...(policy.bodyLimitBytes ? { bodyLimit: policy.bodyLimitBytes } : {}),
    onRequest: createBeforeBodyHook(
      policy.bodyLimitBytes ?? app.initialConfig.bodyLimit ?? Number.POSITIVE_INFINITY,
      policy.rateLimit ? options.rateLimits[policy.rateLimit] : undefined,
    ),
    ...(policy.maxBodyQuotes ? { preParsing: createQuoteLimit(policy.maxBodyQuotes) } : {}),
    async handler(request, reply) {
      if (!policy.withoutDatabase) options.requireDatabase();
      if (writeBuckets.has(policy.rateLimit)) await options.refuseBlocked?.(request);
      const ownerToken = policy.ownerToken ? readBearerToken(request.headers.authorization) : '';
      if (ownerToken === null) throw new HttpError(401, 'An owner token is required (Authorization: Bearer <ownerToken>)');
      const response = await handler({
        params: parseParams(schemas, request.params),
        query: schemas.query ? parseInput(schemas.query, request.query, 'query') : undefined,
        body: schemas.body ? parseInput(schemas.body, request.body, 'body') : undefined,
        ownerToken,
        request,
        reply,
      });
      if (options.checkResponses) schemas.response.parse(response);
      // A reply with a secret in it (the owner token) is kept by no cache, the browser's included.
      if (policy.secretInReply) reply.header('cache-control', 'no-store');
      return reply.code(route.status).send(response);
    },
  });
}
