import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockingTask } from './testing/blocking-test-worker.server';
import { createWorkerPool, WorkerPoolAbortedError, WorkerPoolBusyError, WorkerPoolTimeoutError, type WorkerPool, type WorkerPoolOptions } from './worker-pool.server';

const workerFile = fileURLToPath(new URL('./testing/blocking-test-worker.server.ts', import.meta.url));
let pool: WorkerPool<BlockingTask, { threadId: number }> | undefined;
afterEach(() => pool?.close());

function onePool(options: Partial<WorkerPoolOptions> = {}) {
  pool = createWorkerPool({ workerFile, execArgv: ['--import', 'tsx'], threads: 1, ...options });
  return pool;
}

const startedCounter = () => new Int32Array(new SharedArrayBuffer(4));

describe('the worker pool', () => {
  it('answers from a worker thread', async () => {
    expect((await onePool().run({ blockMs: 0 })).threadId).toBeGreaterThan(0);
  });

  it('refuses a task at once when every thread is busy and the queue is full', async () => {
    const tasks = onePool({ maxQueue: 1 });
    const running = tasks.run({ blockMs: 400 });
    const waiting = tasks.run({ blockMs: 0 });
    const started = performance.now();
    await expect(tasks.run({ blockMs: 0 })).rejects.toBeInstanceOf(WorkerPoolBusyError);
    expect(performance.now() - started).toBeLessThan(50);
    await expect(Promise.all([running, waiting])).resolves.toHaveLength(2);
    // The slots are free again.
    await expect(tasks.run({ blockMs: 0 })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it('aborts a task past its time box, stopping its thread, and keeps serving', async () => {
    // The time box covers a replacement thread's start too (tsx compiles it): generous enough for a busy machine,
    // and far below the task it stops.
    const tasks = onePool({ taskTimeoutMs: 3000 });
    await tasks.run({ blockMs: 0 });
    const started = performance.now();
    await expect(tasks.run({ blockMs: 120_000 })).rejects.toBeInstanceOf(WorkerPoolTimeoutError);
    expect(performance.now() - started).toBeLessThan(15_000);
    await expect(tasks.run({ blockMs: 0 })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it('takes a waiting task out of the queue when its caller aborts: it never runs and frees its slot', async () => {
    const tasks = onePool({ maxQueue: 1 });
    const counter = startedCounter();
    const running = tasks.run({ blockMs: 300, started: counter });
    const caller = new AbortController();
    const abandoned = tasks.run({ blockMs: 0, started: counter }, caller.signal);
    caller.abort();
    await expect(abandoned).rejects.toBeInstanceOf(WorkerPoolAbortedError);
    // Its queue place is free at once, while the first task still runs.
    const next = tasks.run({ blockMs: 0 });
    await Promise.all([running, next]);
    expect(Atomics.load(counter, 0)).toBe(1);
  });

  it('stops a running task when its caller aborts', async () => {
    const tasks = onePool();
    await tasks.run({ blockMs: 0 });
    const caller = new AbortController();
    const counter = startedCounter();
    const running = tasks.run({ blockMs: 20_000, started: counter }, caller.signal);
    await expect.poll(() => Atomics.load(counter, 0), { timeout: 10_000 }).toBe(1);
    const started = performance.now();
    caller.abort();
    await expect(running).rejects.toBeInstanceOf(WorkerPoolAbortedError);
    expect(performance.now() - started).toBeLessThan(1000);
    await expect(tasks.run({ blockMs: 0 })).resolves.toMatchObject({ threadId: expect.any(Number) });
    await expect(tasks.run({ blockMs: 0 }, AbortSignal.abort())).rejects.toBeInstanceOf(WorkerPoolAbortedError);
  });
});
