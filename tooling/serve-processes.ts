/**
 * npm run serve:processes: N site processes behind a round-robin balancer on one machine (decisions.md D7).
 * Build first (`npm run build`). Environment: PROCESSES (default 2), PORT (the balancer's, default 3000), and the
 * site's own settings, passed to every process. Several processes need one database (DATABASE_URL) and, for rate
 * limits and recent lists that agree, one Redis (REDIS_URL); both are required here. Each process listens on
 * loopback (PORT+1, PORT+2, ...) and trusts the balancer's X-Forwarded-For.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { startRoundRobinBalancer, type Backend } from './round-robin-balancer';

const processCount = Number(process.env.PROCESSES ?? 2);
const port = Number(process.env.PORT ?? 3000);
for (const required of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[required]) {
    console.error(`${required} must be set: several processes share one database and one Redis (README, "Several processes").`);
    process.exit(1);
  }
}

const backends: (Backend & { child: ChildProcess })[] = Array.from({ length: processCount }, (_, index) => {
  const backendPort = port + 1 + index;
  const child = spawn(process.execPath, ['build/node/main.js'], {
    env: { ...process.env, PORT: String(backendPort), HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`process on port ${backendPort} started (pid ${child.pid})`);
  child.once('exit', (code, signal) => console.warn(`process on port ${backendPort} exited (${signal ?? code})`));
  return { port: backendPort, ready: false, child };
});

const balancer = startRoundRobinBalancer(backends, { port, host: process.env.HOST ?? '127.0.0.1' });
await balancer.waitForBackends(60_000);
await balancer.listen();
console.log(`balancer ready on port ${port} with ${backends.filter((backend) => backend.ready).length} of ${processCount} processes ready`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await balancer.close();
  await Promise.all(
    backends.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
