import type { FastifyInstance } from 'fastify';
import type { PhotoAnalysisService } from '../../services/photo-analysis.service.server';
import { registerApiRoute, type ApiRouteOptions } from '../api-route.server';

/** POST /api/photo/analyze (spec section 3); its body limit and rate-limit bucket are in shared/contracts/api-routes. */
export function registerPhotoRoutes(app: FastifyInstance, routeOptions: ApiRouteOptions, service: PhotoAnalysisService): void {
  registerApiRoute(app, routeOptions, 'analyzePhoto', async ({ body }) => service.analyzePhoto(body));
}
