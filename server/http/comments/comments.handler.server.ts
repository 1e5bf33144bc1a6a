import type { FastifyInstance } from 'fastify';
import type { CommentService } from '../../services/comment.service.server';
import { registerApiRoute, type ApiRouteOptions } from '../api-route.server';
import type { IdentifyClient } from '../client-identity.server';
import { presentComment } from '../presenters.server';

interface Dependencies {
  service: CommentService;
  identifyClient: IdentifyClient;
}

/** Comments on a result (docs/spec/core.md §7); paths, inputs and limits are in shared/contracts/api-routes. */
export function registerCommentRoutes(app: FastifyInstance, routeOptions: ApiRouteOptions, { service, identifyClient }: Dependencies): void {
  registerApiRoute(app, routeOptions, 'listComments', async ({ params }) =>
    (await service.listComments(params.sessionId)).map((row) => presentComment(row, params.sessionId)),
  );

  registerApiRoute(app, routeOptions, 'createComment', async ({ body, request }) =>
    presentComment(await service.addComment(body.sessionId, body, identifyClient(request)), body.sessionId),
  );

  registerApiRoute(app, routeOptions, 'createCommentForSession', async ({ params, body, request }) =>
    presentComment(await service.addComment(params.sessionId, body, identifyClient(request)), params.sessionId),
  );
}
