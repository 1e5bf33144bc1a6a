import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { TestSessionService } from '../../services/test-session.service.server';
import type { IdentifyClient } from '../client-identity.server';
import { HttpError, parseInput, parseSessionIdParam } from '../http-error.server';
import { presentRecentResult, presentSession } from '../presenters.server';
import { readBearerToken, testSessionsContract as contract } from './test-sessions.contract';

interface Dependencies {
  service: TestSessionService;
  identifyClient: IdentifyClient;
  limitSubmits: preHandlerAsyncHookHandler;
  limitComments: preHandlerAsyncHookHandler;
}

export function registerTestSessionRoutes(app: FastifyInstance, dependencies: Dependencies): void {
  const { service, identifyClient, limitSubmits, limitComments } = dependencies;

  app.post(contract.submit.url, { preHandler: limitSubmits }, async (request, reply) => {
    const body = parseInput(contract.submit.body, request.body, 'body');
    const { session, ownerToken } = await service.submitTest(body, identifyClient(request).addressHash);
    return reply.code(contract.submit.status).send({ ...presentSession(session), ownerToken });
  });

  app.get(contract.get.url, async (request, reply) => {
    return reply.send(presentSession(await service.getSession(parseSessionIdParam(request.params))));
  });

  app.patch(contract.setPersonalComment.url, { preHandler: limitComments }, async (request, reply) => {
    const token = readBearerToken(request.headers.authorization);
    if (!token) throw new HttpError(401, 'An owner token is required (Authorization: Bearer <ownerToken>)');
    const sessionId = parseSessionIdParam(request.params);
    const body = parseInput(contract.setPersonalComment.body, request.body, 'body');
    const session = await service.setPersonalComment(sessionId, token, body.personalComment);
    return reply.send(presentSession(session));
  });

  app.get(contract.listRecent.url, async (request, reply) => {
    const params = parseInput(contract.listRecent.params, request.params, 'testTypeId');
    const query = parseInput(contract.listRecent.query, request.query, 'query');
    const rows = await service.listRecent(params.testTypeId, query.limit);
    return reply.send(rows.map(presentRecentResult));
  });
}
