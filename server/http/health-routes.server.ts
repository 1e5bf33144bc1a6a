import type { FastifyInstance } from 'fastify';
import type { DatabaseReadiness } from '../db/database-readiness.server';

/**
 * For a load balancer or supervisor (decisions 0029 and 0031). /healthz: the process is up and its event loop
 * turns, so restarting it would not help. /readyz: send it traffic; the database is migrated and answers now.
 * Neither is cached, and neither says more than its state (no versions, no addresses).
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: DatabaseReadiness): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = await readiness.probe();
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(ready ? { status: 'ready' } : { status: 'not ready', waitingFor: 'database' });
  });
}
