import http from 'node:http';

export interface Backend {
  port: number;
  ready: boolean;
}

/**
 * A small HTTP load balancer for running several site processes on one machine (`npm run serve:processes`, and
 * the several-processes fault test). Round robin over the backends whose /readyz answered 200 at the last check;
 * a GET or HEAD that cannot reach its backend is tried once on the next one. It is the edge: X-Forwarded-For is
 * the connecting address (the backends trust it through TRUST_PROXY=127.0.0.1), and each response says which
 * backend served it (X-Backend, for tests and for whoever debugs a balancing question).
 */
export function startRoundRobinBalancer(backends: Backend[], options: { port: number; host?: string; checkMs?: number }) {
  let next = 0;

  const checkReadiness = async (backend: Backend) => {
    try {
      const response = await fetch(`http://127.0.0.1:${backend.port}/readyz`, { signal: AbortSignal.timeout(2000) });
      backend.ready = response.ok;
      await response.arrayBuffer();
    } catch {
      backend.ready = false;
    }
  };
  const checkAll = () => Promise.all(backends.map(checkReadiness));
  const timer = setInterval(() => void checkAll(), options.checkMs ?? 1000);

  const pickBackend = (excluded?: Backend): Backend | undefined => {
    const candidates = backends.filter((backend) => backend.ready && backend !== excluded);
    if (candidates.length === 0) return undefined;
    next = (next + 1) % candidates.length;
    return candidates[next];
  };

  const server = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => forward(pickBackend(), true));

    function forward(backend: Backend | undefined, mayRetry: boolean) {
      if (!backend) {
        response.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '2' }).end('No process is ready');
        return;
      }
      const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http' };
      const upstream = http.request({ host: '127.0.0.1', port: backend.port, method: request.method, path: request.url, headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(backend.port) });
        answer.pipe(response);
      });
      upstream.on('error', () => {
        // Refused or reset before an answer: the process is gone. Only requests that change nothing are retried.
        backend.ready = false;
        if (mayRetry && (request.method === 'GET' || request.method === 'HEAD') && !response.headersSent) return forward(pickBackend(backend), false);
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end('Bad gateway');
      });
      upstream.end(Buffer.concat(body));
    }
  });

  return {
    server,
    /** Checks every backend until all are ready or `timeoutMs` has passed. */
    async waitForBackends(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      await checkAll();
      while (!backends.every((backend) => backend.ready) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await checkAll();
      }
    },
    async listen() {
      await checkAll();
      await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
    },
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
