import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { apiRoutes, type ApiRoute, type ApiRouteName, type ApiRoutePolicy } from '../../shared/contracts/api-routes';
import { apiSchemas, type ApiParsedRequest, type ApiResponse, type ApiRouteSchemas } from '../../shared/contracts/api-schemas';
import { HttpError, parseInput } from './http-error.server';

/** What a handler receives: the parsed input of its route, the owner token where the route needs one, the request. */
export type ApiHandlerInput<Name extends ApiRouteName> = ApiParsedRequest<Name> & { ownerToken: string; request: FastifyRequest; reply: FastifyReply };
export type ApiHandler<Name extends ApiRouteName> = (input: ApiHandlerInput<Name>) => Promise<ApiResponse<Name>>;

/** A handler before its route's types are known: what `registerRoute` calls with the parsed input. */
export type ParsedInputHandler = (input: { params: unknown; query: unknown; body: unknown; ownerToken: string; request: FastifyRequest; reply: FastifyReply }) => Promise<unknown>;

export interface ApiRouteOptions {
  rateLimits: Record<NonNullable<ApiRoutePolicy['rateLimit']>, preHandlerAsyncHookHandler>;
  /** Tests check every response against its route's schema; production trusts the presenters. */
  checkResponses: boolean;
  /** Throws (503) while the database is not migrated yet; routes marked `withoutDatabase` skip it. */
  requireDatabase: () => void;
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
    ...(policy.rateLimit ? { preHandler: options.rateLimits[policy.rateLimit] } : {}),
    async handler(request, reply) {
      if (!policy.withoutDatabase) options.requireDatabase();
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
