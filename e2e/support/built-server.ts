import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  origin: string;
  /** Its DATA_DIR (the SQLite file lives there unless DATABASE_URL is set); removed by stop(). */
  dataDirectory: string;
  process: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit code (graceful shutdown is part of what the tests check). */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer would, and waits for the exit. */
  kill(): Promise<void>;
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts build/node/main.js (run `npm run build` first) on a free loopback port with its own SQLite folder, and
 * waits until `waitFor` answers 200 (by default /readyz: the database is migrated).
 * `directory` holds the build; another folder lets a benchmark serve a kept build beside the current one.
 */
export async function startBuiltServer(
  environment: Record<string, string> = {},
  directory = process.cwd(),
  { waitFor = '/readyz', entry = 'build/node/main.js' }: { waitFor?: string; /** The file node runs (a benchmark may bypass main.js) */ entry?: string } = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  // A given DATA_DIR outlives the server (a test restarting on the same files); one made here is removed by stop().
  const ownDataDirectory = environment.DATA_DIR === undefined;
  const dataDirectory = environment.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'quiz-e2e-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: directory,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDirectory,
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${origin}${waitFor}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    origin,
    dataDirectory,
    process: child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
      if (ownDataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
    },
    async stop() {
      child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
      return code;
    },
  };
}
