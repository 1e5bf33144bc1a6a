import Fastify, { type FastifyInstance, type preHandlerAsyncHookHandler } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from '../../shared/contracts/api-routes';
import { apiSchemas } from '../../shared/contracts/api-schemas';
import { readBearerToken, registerRoute, type ParsedInputHandler } from './api-route.server';
import { installErrorHandlers } from './http-error.server';

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** An app with one synthetic route, so each policy is tested apart from the site's own routes. */
async function appWith(route: Parameters<typeof registerRoute>[2], schemas: Parameters<typeof registerRoute>[3], handler: ParsedInputHandler, checkResponses = true) {
  app = Fastify({ bodyLimit: 1024 });
  installErrorHandlers(app);
  const limited: string[] = [];
  const limit: preHandlerAsyncHookHandler = async (request) => {
    limited.push(request.url);
  };
  registerRoute(app, { rateLimits: { submit: limit, comment: async () => {}, report: async () => {}, photo: async () => {} }, checkResponses, requireDatabase: () => undefined }, route, schemas, handler);
  await app.ready();
  return { app, limited };
}

describe('registerRoute: what a route declares in the route table', () => {
  it('takes a larger body only where the route allows it, and draws from its own rate-limit bucket', async () => {
    const echo: ParsedInputHandler = async ({ body }) => ({ size: JSON.stringify(body).length });
    const schemas = { body: z.object({ data: z.string() }), response: z.object({ size: z.number() }) };
    const { app: large, limited } = await appWith({ method: 'POST', path: '/api/photo', status: 200, policy: { bodyLimitBytes: 8192, rateLimit: 'submit' } }, schemas, echo);
    const payload = { data: 'x'.repeat(4000) };
    const accepted = await large.inject({ method: 'POST', url: '/api/photo', payload });
    expect(accepted.statusCode).toBe(200);
    expect(limited).toEqual(['/api/photo']);
    await large.close();

    const { app: small } = await appWith({ method: 'POST', path: '/api/photo', status: 200 }, schemas, echo);
    const refused = await small.inject({ method: 'POST', url: '/api/photo', payload });
    expect(refused.statusCode).toBe(413);
  });

  it('asks for the owner token before reading anything else, and answers 404 for a malformed id', async () => {
    const seen: string[] = [];
    const handler: ParsedInputHandler = async ({ ownerToken }) => {
      seen.push(ownerToken);
      return apiSchemas.getSession.response.parse({ id: 'AAAAAAAAAAAAAAAA', testTypeId: 1, name: 'a', gender: 'male', answers: [], resultType: 'x', resultData: null, extrovertPercentage: 50, introvertPercentage: 50, completedAt: 'now', personalComment: null });
    };
    const { app: owner } = await appWith(apiRoutes.setPersonalComment, apiSchemas.setPersonalComment, handler);
    const url = '/api/test/comment/AAAAAAAAAAAAAAAA';
    expect((await owner.inject({ method: 'PATCH', url, payload: {} })).statusCode).toBe(401);
    expect((await owner.inject({ method: 'PATCH', url: '/api/test/comment/bad', payload: {}, headers: { authorization: 'Bearer t' } })).statusCode).toBe(404);
    const missing = await owner.inject({ method: 'PATCH', url, payload: {}, headers: { authorization: 'Bearer t' } });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'personalComment: Invalid input: expected string, received undefined']);
    const saved = await owner.inject({ method: 'PATCH', url, payload: { personalComment: 'hi' }, headers: { authorization: 'Bearer t' } });
    expect(saved.statusCode).toBe(200);
    expect(seen).toEqual(['t']);
  });

  it('refuses to send a response that breaks its schema when responses are checked', async () => {
    // A row passed through by mistake: every public field, plus a hash that must never leave the server.
    const leaky: ParsedInputHandler = async () => [{ id: 1, sessionId: 'AAAAAAAAAAAAAAAA', authorName: 'a', comment: 'c', createdAt: 'now', authorIp: '1.2', addressHash: 'secret' }];
    const { app: checked } = await appWith(apiRoutes.listComments, apiSchemas.listComments, leaky);
    const response = await checked.inject({ method: 'GET', url: '/api/comments/AAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
  });

  // Decision 0030: a reply with a secret (the submit's owner token) must stay in no cache.
  it('marks a reply that carries a secret no-store, and leaves the others to their defaults', async () => {
    const handler: ParsedInputHandler = async () => ({ size: 1 });
    const schemas = { response: z.object({ size: z.number() }) };
    const { app: secret } = await appWith({ method: 'GET', path: '/api/secret', status: 200, policy: { secretInReply: true } }, schemas, handler);
    expect((await secret.inject({ method: 'GET', url: '/api/secret' })).headers['cache-control']).toBe('no-store');
    await secret.close();
    const { app: plain } = await appWith({ method: 'GET', path: '/api/plain', status: 200 }, schemas, handler);
    expect((await plain.inject({ method: 'GET', url: '/api/plain' })).headers['cache-control']).toBeUndefined();
    await plain.close();
  });
});

describe('readBearerToken (RFC 7235: the scheme is case-insensitive)', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['BEARER abc', 'abc'],
    ['Bearer   abc', 'abc'],
    ['Basic abc', null],
    ['Bearerabc', null],
    ['Bearer a b', null],
    [undefined, null],
  ])('%s -> %s', (header, token) => {
    expect(readBearerToken(header)).toBe(token);
  });
});
