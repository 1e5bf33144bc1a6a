/**
 * npm run serve:processes: N site processes behind nginx on one machine, the production layout (deploy/nginx/).
 * Build first (`npm run build`). Environment: PROCESSES (default 2), PORT (nginx's, default 3000), HOST (nginx's,
 * default 127.0.0.1), and the site's own settings, passed to every process. Several processes need one database
 * (DATABASE_URL) and, for rate limits and recent lists that agree, one Redis (REDIS_URL); both are required here.
 * Each process listens on a free loopback port and trusts X-Forwarded-For from the edge only (tooling/start-edge.ts).
 */
import { startEdge } from './start-edge';

const processCount = Number(process.env.PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 3000);
for (const required of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[required]) {
    console.error(`${required} must be set: several processes share one database and one Redis (README, "Production layout").`);
    process.exit(1);
  }
}

const edge = await startEdge({
  processes: processCount,
  port,
  host: process.env.HOST ?? '127.0.0.1',
  // startBuiltServer passes the rest of this environment on; these two are the edge's, not the processes'.
  environment: { PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// The processes' start-up output was collected while waiting; from here on it goes straight to this terminal.
for (const server of edge.servers) {
  const { port: serverPort } = new URL(server.origin);
  process.stdout.write(server.output());
  server.process.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  server.process.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  server.process.once('exit', (code, signal) => console.warn(`process on port ${serverPort} exited (${signal ?? code})`));
  console.log(`process on port ${serverPort} started (pid ${server.process.pid})`);
}
edge.nginx.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
edge.nginx.once('exit', (code, signal) => {
  if (stopping) return;
  console.error(`nginx exited (${signal ?? code}); stopping the processes`);
  void stop();
});
console.log(`edge ready on ${edge.origin} (nginx pid ${edge.nginx.pid}, runtime ${edge.runtimeDirectory}) with ${processCount} processes`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await edge.stop();
  process.exit(0);
}
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
