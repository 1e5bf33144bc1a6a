import type { FastifyInstance } from 'fastify';
import type { PhotoAnalysisService } from '../../services/photo-analysis.service.server';
import { registerApiRoute, type ApiRouteOptions } from '../api-route.server';

/** POST /api/photo/analyze (spec section 3); its body limit and rate-limit bucket are in shared/contracts/api-routes. */
export function registerPhotoRoutes(app: FastifyInstance, routeOptions: ApiRouteOptions, service: PhotoAnalysisService): void {
  registerApiRoute(app, routeOptions, 'analyzePhoto', async ({ body, reply }) => {
    // A client that closes its connection before the answer no longer holds a worker (nor a place in its queue).
    const clientGone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) clientGone.abort();
    };
    reply.raw.once('close', onClose);
    try {
      return await service.analyzePhoto(body, clientGone.signal);
    } finally {
      reply.raw.off('close', onClose);
    }
  });
}
