import type { FastifyInstance } from 'fastify';
import type { TestSessionService } from '../../services/test-session.service.server';
import { registerApiRoute, type ApiRouteOptions } from '../api-route.server';
import type { IdentifyClient } from '../client-identity.server';
import { presentRecentResult, presentSession } from '../presenters.server';

interface Dependencies {
  service: TestSessionService;
  identifyClient: IdentifyClient;
}

/**
 * Test sessions (docs/spec/core.md §7, docs/spec/product-rules.md D2-D3); paths, inputs and limits are in
 * shared/contracts/api-routes.
 */
export function registerTestSessionRoutes(app: FastifyInstance, routeOptions: ApiRouteOptions, { service, identifyClient }: Dependencies): void {
  registerApiRoute(app, routeOptions, 'submitTest', async ({ body, request }) => {
    const { session, ownerToken } = await service.submitTest(body, identifyClient(request).addressHash);
    return { ...presentSession(session), ownerToken };
  });

  registerApiRoute(app, routeOptions, 'getSession', async ({ params }) => presentSession(await service.getSession(params.sessionId)));

  registerApiRoute(app, routeOptions, 'setPersonalComment', async ({ params, body, ownerToken }) =>
    presentSession(await service.setPersonalComment(params.sessionId, ownerToken, body.personalComment)),
  );

  registerApiRoute(app, routeOptions, 'listRecent', async ({ params, query }) =>
    (await service.listRecent(params.testTypeId, query.limit)).map(presentRecentResult),
  );
}
