import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

interface ShutdownOptions {
  timeoutMs: number;
  /** Where the signals come from; the process in production, an emitter in tests. */
  signals?: Pick<NodeJS.Process, 'once'>;
  exit?: (code: number) => void;
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, answer 503 to requests that still arrive (Fastify's
 * return503OnClosing), let in-flight requests finish, run onClose hooks (the database), then exit 0.
 * A request that never ends cannot hold the process past the timeout: then it exits 1.
 */
export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions): void {
  const { timeoutMs, signals = process, exit = (code: number) => process.exit(code) } = options;
  let closing = false;
  // What is still running when the timeout strikes is the first thing an operator needs to know. Counted on the
  // Node server itself, so it can be installed on an app that already listens.
  const inFlight = new Map<IncomingMessage, string>();
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    inFlight.set(request, `${request.method} ${(request.url ?? '').split('?')[0]}`);
    response.once('close', () => inFlight.delete(request));
  });
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ inFlight: [...inFlight.values()] }, 'shutdown timed out; exiting');
      exit(1);
    }, timeoutMs);
    timer.unref();
    // Node's close() ends only the connections idle at that moment; one that finishes its request later, or a
    // browser's preconnected socket that never sends one, would hold the close until its keep-alive or header
    // timeout. Once no request is in flight, nothing of value rides on the remaining connections.
    const sweeper = setInterval(() => {
      if (inFlight.size === 0) app.server.closeAllConnections();
      else app.server.closeIdleConnections();
    }, 250);
    sweeper.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        clearInterval(sweeper);
        exit(0);
      },
      (error: unknown) => {
        clearInterval(sweeper);
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  signals.once('SIGTERM', shutDown);
  signals.once('SIGINT', shutDown);
}
