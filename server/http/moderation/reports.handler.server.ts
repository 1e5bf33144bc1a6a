import type { FastifyInstance } from 'fastify';
import type { ModerationService } from '../../services/moderation.service.server';
import { registerApiRoute, type ApiRouteOptions } from '../api-route.server';
import type { IdentifyClient } from '../client-identity.server';

interface Dependencies {
  service: ModerationService;
  identifyClient: IdentifyClient;
}

/** Readers' reports of a comment or a result's name (decision 0045); paths and limits in shared/contracts/api-routes. */
export function registerReportRoutes(app: FastifyInstance, routeOptions: ApiRouteOptions, { service, identifyClient }: Dependencies): void {
  registerApiRoute(app, routeOptions, 'reportComment', async ({ params, body, request }) => {
    await service.reportComment(params.commentId, body?.reason, identifyClient(request));
    return { status: 'received' as const };
  });

  registerApiRoute(app, routeOptions, 'reportResult', async ({ params, body, request }) => {
    await service.reportResult(params.sessionId, body?.reason, identifyClient(request));
    return { status: 'received' as const };
  });
}
