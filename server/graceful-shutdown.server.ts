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
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      exit(1);
    }, timeoutMs);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  signals.once('SIGTERM', shutDown);
  signals.once('SIGINT', shutDown);
}
