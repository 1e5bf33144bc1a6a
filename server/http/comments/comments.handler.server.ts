import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { CommentService } from '../../services/comment.service.server';
import { identifyClient } from '../client-identity.server';
import { HttpError, parseInput } from '../http-error.server';
import { presentComment } from '../presenters.server';
import { commentsContract as contract } from './comments.contract';

interface Dependencies {
  service: CommentService;
  hashAddress: (address: string) => string;
  limitComments: preHandlerAsyncHookHandler;
}

export function registerCommentRoutes(app: FastifyInstance, dependencies: Dependencies): void {
  const { service, hashAddress, limitComments } = dependencies;

  async function addComment(
    request: FastifyRequest,
    reply: FastifyReply,
    sessionId: string,
    input: { authorName: string; comment: string },
  ) {
    const row = await service.addComment(sessionId, input, identifyClient(request, hashAddress));
    return reply.code(contract.create.status).send(presentComment(row, sessionId));
  }

  app.get(contract.list.url, async (request, reply) => {
    const params = contract.list.params.safeParse(request.params);
    if (!params.success) throw new HttpError(404, 'Result not found');
    const rows = await service.listComments(params.data.sessionId);
    return reply.send(rows.map((row) => presentComment(row, params.data.sessionId)));
  });

  app.post(contract.create.url, { preHandler: limitComments }, async (request, reply) => {
    const body = parseInput(contract.create.body, request.body, 'body');
    return addComment(request, reply, body.sessionId, body);
  });

  app.post(contract.createForSession.url, { preHandler: limitComments }, async (request, reply) => {
    const params = contract.createForSession.params.safeParse(request.params);
    if (!params.success) throw new HttpError(404, 'Result not found');
    const body = parseInput(contract.createForSession.body, request.body, 'body');
    return addComment(request, reply, params.data.sessionId, body);
  });
}
