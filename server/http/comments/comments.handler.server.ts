import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CommentService } from '../../services/comment.service.server';
import type { IdentifyClient } from '../client-identity.server';
import { parseInput, parseSessionIdParam } from '../http-error.server';
import { presentComment } from '../presenters.server';
import { commentsContract as contract } from './comments.contract';

interface Dependencies {
  service: CommentService;
  identifyClient: IdentifyClient;
  limitComments: preHandlerAsyncHookHandler;
}

export function registerCommentRoutes(app: FastifyInstance, dependencies: Dependencies): void {
  const { service, identifyClient, limitComments } = dependencies;

  async function addComment(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionId: string,
    input: { authorName: string; comment: string },
  ) {
    const row = await service.addComment(sessionId, input, identifyClient(request));
    return reply.code(contract.create.status).send(presentComment(row, sessionId));
  }

  app.get(contract.list.url, async (request, reply) => {
    const sessionId = parseSessionIdParam(request.params);
    const rows = await service.listComments(sessionId);
    return reply.send(rows.map((row) => presentComment(row, sessionId)));
  });

  app.post(contract.create.url, { preHandler: limitComments }, async (request, reply) => {
    const body = parseInput(contract.create.body, request.body, 'body');
    return addComment(request, reply, body.sessionId, body);
  });

  app.post(contract.createForSession.url, { preHandler: limitComments }, async (request, reply) => {
    const sessionId = parseSessionIdParam(request.params);
    const body = parseInput(contract.createForSession.body, request.body, 'body');
    return addComment(request, reply, sessionId, body);
  });
}
