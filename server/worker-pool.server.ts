import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';

export interface WorkerPoolOptions {
  /** The worker's module: a built file beside main.js, or the TypeScript source in tests and `npm run dev`. */
  workerFile: string;
  /** Node flags for the workers (TypeScript sources load with `--import tsx`). */
  execArgv?: string[];
  threads?: number;
  /** Tasks that may wait for a thread; one more is refused at once with WorkerPoolBusyError. */
  maxQueue?: number;
  /** The longest a task may take from submission to answer (waiting included) before it is aborted. */
  taskTimeoutMs?: number;
}

export interface WorkerPool<Input, Output> {
  /** `signal`: the caller no longer wants the answer (its client went away): the task leaves the queue or stops. */
  run(input: Input, signal?: AbortSignal): Promise<Output>;
  close(): Promise<void>;
}

/** How long a refused caller is told to wait (Retry-After) when the queue is full or a task ran out of time. */
export const workerPoolRetryAfterSeconds = 5;

/** Every thread busy and the queue full: answered 503 with Retry-After rather than waited for. */
export class WorkerPoolBusyError extends Error {
  readonly retryAfterSeconds = workerPoolRetryAfterSeconds;
  constructor() {
    super('The server is busy; please try again in a few seconds');
    this.name = 'WorkerPoolBusyError';
  }
}

/** A task that ran past the pool's time box: its thread was stopped (a new one starts for the next task). */
export class WorkerPoolTimeoutError extends Error {
  readonly retryAfterSeconds = workerPoolRetryAfterSeconds;
  constructor(timeoutMs: number) {
    super(`The task took longer than ${timeoutMs} ms`);
    this.name = 'WorkerPoolTimeoutError';
  }
}

/** The caller aborted the task (its client went away); nobody waits for this error. */
export class WorkerPoolAbortedError extends Error {
  constructor() {
    super('The task was abandoned by its caller');
    this.name = 'WorkerPoolAbortedError';
  }
}

/**
 * CPU-heavy work (drawing share cards, reading faces) on worker threads, off the event loop that answers every
 * other request. Threads start on first use and idle ones end after a minute, so a server that never needs
 * them holds no extra memory; at most one thread fewer than the cores (and two), so requests keep a core.
 * The work is bounded: `maxQueue` tasks wait at most (more are refused at once, so a flood costs neither memory
 * nor minutes of waiting), each task has `taskTimeoutMs`, and a caller's signal takes its task back.
 */
export function createWorkerPool<Input, Output>(options: WorkerPoolOptions): WorkerPool<Input, Output> {
  const threads = options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const maxQueue = options.maxQueue ?? threads * 4;
  const taskTimeoutMs = options.taskTimeoutMs ?? 30_000;
  const pool = new Piscina({
    filename: options.workerFile,
    execArgv: options.execArgv ?? [],
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  // Our own count of running and waiting tasks: piscina's queue limit does not count tasks handed to threads
  // that are still starting, and its error is told apart only by its message.
  let pending = 0;
  return {
    async run(input, signal) {
      if (signal?.aborted) throw new WorkerPoolAbortedError();
      if (pending >= threads + maxQueue) throw new WorkerPoolBusyError();
      pending += 1;
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, taskTimeoutMs);
      const abandon = () => controller.abort();
      signal?.addEventListener('abort', abandon, { once: true });
      try {
        return (await pool.run(input, { signal: controller.signal })) as Output;
      } catch (error) {
        if (timedOut) throw new WorkerPoolTimeoutError(taskTimeoutMs);
        if (controller.signal.aborted) throw new WorkerPoolAbortedError();
        throw error;
      } finally {
        pending -= 1;
        clearTimeout(timer);
        signal?.removeEventListener('abort', abandon);
      }
    },
    close: () => pool.destroy(),
  };
}
