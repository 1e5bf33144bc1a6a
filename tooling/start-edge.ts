import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, chmodSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, startBuiltServer, type RunningServer } from '../e2e/support/built-server';

export const nginxBinary = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
/** Where Debian's libnginx-mod-http-brotli-static puts the module; without it the edge sends gzip or plain assets. */
const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const brotliStaticAvailable = () => existsSync(brotliStaticModule);
const templateFile = path.resolve(import.meta.dirname, '../deploy/nginx/nginx.conf.template');

export interface EdgeSettings {
  listen: string;
  upstreamPorts: number[];
  clientDirectory: string;
  runtimeDirectory: string;
  /** `user ...;` for workers started by root, or '' */
  userDirective: string;
  brotli: boolean;
}

/** deploy/nginx/nginx.conf.template with its placeholders filled, as deploy/nginx/README.md describes for envsubst. */
export function renderNginxConfig(settings: EdgeSettings): string {
  const values: Record<string, string> = {
    QUIZ_USER_DIRECTIVE: settings.userDirective,
    QUIZ_RUNTIME_DIRECTORY: settings.runtimeDirectory,
    QUIZ_LOAD_MODULES: settings.brotli ? `load_module ${brotliStaticModule};` : '',
    QUIZ_LISTEN: settings.listen,
    QUIZ_CLIENT_DIRECTORY: settings.clientDirectory,
    QUIZ_BROTLI_STATIC: settings.brotli ? 'brotli_static on;' : '',
    QUIZ_UPSTREAM_SERVERS: settings.upstreamPorts.map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n'),
  };
  return readFileSync(templateFile, 'utf8').replace(/\$\{(QUIZ_[A-Z_]+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx/nginx.conf.template: unknown placeholder ${placeholder}`);
    return value;
  });
}

/**
 * nginx's workers drop root for `nobody`; they must then reach the runtime directory (nginx creates its temp and
 * cache folders there, owned by the worker user) and read the client build. When the build is not readable by
 * others, the workers stay root: this starter serves loopback on one machine (the deployed config names a user).
 */
function chooseUserDirective(runtimeDirectory: string, clientDirectory: string): string {
  if (process.getuid?.() !== 0) return '';
  chmodSync(runtimeDirectory, 0o755);
  const readableByOthers = (file: string, bits: number) => (statSync(file).mode & bits) === bits;
  let directory = path.resolve(clientDirectory);
  for (;;) {
    if (!readableByOthers(directory, 0o005)) return 'user root root;';
    const parent = path.dirname(directory);
    if (parent === directory) return 'user nobody nogroup;';
    directory = parent;
  }
}

export interface RunningEdge {
  /** Where clients connect: nginx. */
  origin: string;
  servers: RunningServer[];
  nginx: ChildProcess;
  runtimeDirectory: string;
  /** nginx's access log so far (format `edge` in the template: upstream, cache status, request id). */
  accessLog(): string;
  output(): string;
  stop(): Promise<void>;
}

export interface EdgeOptions {
  processes: number;
  /** Passed to every Node process (DATABASE_URL, REDIS_URL, ADDRESS_HASH_SECRET, ...). */
  environment?: Record<string, string>;
  /** The checkout whose build/ is served (default: the current directory). */
  buildDirectory?: string;
  /** nginx's port on 127.0.0.1 (default: a free one). */
  port?: number;
  host?: string;
}

/**
 * Starts `processes` built servers (e2e/support/built-server.ts) on free loopback ports, trusting only the edge's
 * forwarding headers, and nginx in front of them with the repository's config; resolves once /readyz answers
 * through nginx. `npm run serve:processes` and the several-processes fault test both run the site this way.
 */
export async function startEdge({ processes, environment = {}, buildDirectory = process.cwd(), port, host = '127.0.0.1' }: EdgeOptions): Promise<RunningEdge> {
  if (!existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: apt-get install nginx (or set NGINX_BINARY)`);
  const clientDirectory = path.join(buildDirectory, 'build/client');
  const runtimeDirectory = mkdtempSync(path.join(os.tmpdir(), 'quiz-edge-'));
  mkdirSync(path.join(runtimeDirectory, 'logs'));
  mkdirSync(path.join(runtimeDirectory, 'temp'));
  const edgePort = port ?? (await findFreePort());
  const listen = `${host.includes(':') ? `[${host}]` : host}:${edgePort}`;
  const origin = `http://${listen}`;
  // Each process trusts X-Forwarded-For only from the edge's address (server/config/env.server.ts: TRUST_PROXY).
  const processEnvironment = { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1', PUBLIC_ORIGIN: origin, ...environment };
  const started = await Promise.allSettled(Array.from({ length: processes }, () => startBuiltServer(processEnvironment, buildDirectory)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(runtimeDirectory, { recursive: true, force: true });
    throw failure.reason;
  }

  const configFile = path.join(runtimeDirectory, 'nginx.conf');
  writeFileSync(
    configFile,
    renderNginxConfig({
      listen,
      upstreamPorts: servers.map((server) => Number(new URL(server.origin).port)),
      clientDirectory,
      runtimeDirectory,
      userDirective: chooseUserDirective(runtimeDirectory, clientDirectory),
      brotli: brotliStaticAvailable(),
    }),
  );
  const nginx = spawn(nginxBinary, ['-p', runtimeDirectory, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  nginx.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  nginx.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const readLog = (name: string) => {
    try {
      return readFileSync(path.join(runtimeDirectory, 'logs', name), 'utf8');
    } catch {
      return '';
    }
  };

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (nginx.exitCode === null && nginx.signalCode === null) {
      // SIGQUIT: nginx finishes the requests in flight, then exits.
      nginx.kill('SIGQUIT');
      const timer = setTimeout(() => nginx.kill('SIGKILL'), 10_000);
      await nginxExited;
      clearTimeout(timer);
    }
    await Promise.all(servers.filter((server) => server.process.exitCode === null && server.process.signalCode === null).map((server) => server.stop()));
    rmSync(runtimeDirectory, { recursive: true, force: true });
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (nginx.exitCode !== null) {
      const message = `nginx exited (${nginx.exitCode}):\n${output}${readLog('error.log')}`;
      await stop();
      throw new Error(message);
    }
    const response = await fetch(`${origin}/readyz`).catch(() => undefined);
    if (response?.ok) break;
    if (Date.now() > deadline) {
      const message = `nginx did not answer /readyz on ${origin}:\n${output}${readLog('error.log')}`;
      await stop();
      throw new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, servers, nginx, runtimeDirectory, accessLog: () => readLog('access.log'), output: () => output + readLog('error.log'), stop };
}

/** Whether nginx can run the edge tests here; like Redis and PostgreSQL, missing fails with CI=true. */
export function checkNginxAvailable(): boolean {
  try {
    accessSync(nginxBinary, constants.X_OK);
    return true;
  } catch {
    if (process.env.CI === 'true') throw new Error(`nginx is required with CI=true but ${nginxBinary} is missing (.ci/run installs it)`);
    console.warn(`\n!!! SKIPPING the edge tests: ${nginxBinary} is missing (apt-get install nginx). CI=true makes this a failure.\n`);
    return false;
  }
}
