import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

export interface WorkerPoolOptions {
  /** The worker's module: a built file beside main.js, or the TypeScript source in tests and `npm run dev`. */
  workerFile: string;
  /** Node flags for the workers (TypeScript sources load with `--import tsx`). */
  execArgv?: string[];
  threads?: number;
}

export interface WorkerPool<Input, Output> {
  run(input: Input): Promise<Output>;
  close(): Promise<void>;
}

/**
 * CPU-heavy work (drawing share cards, reading faces) on worker threads, off the event loop that answers every
 * other request. Threads start on first use and idle ones end after a minute, so a server that never needs
 * them holds no extra memory; at most one thread fewer than the cores (and two), so requests keep a core.
 */
export function createWorkerPool<Input, Output>(options: WorkerPoolOptions): WorkerPool<Input, Output> {
  const pool = new Piscina({
    filename: options.workerFile,
    execArgv: options.execArgv ?? [],
    minThreads: 0,
    maxThreads: options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 60_000,
  });
  return {
    run: (input) => pool.run(input) as Promise<Output>,
    close: () => pool.destroy(),
  };
}
