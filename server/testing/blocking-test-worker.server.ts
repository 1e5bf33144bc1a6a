import { threadId } from 'node:worker_threads';

export interface BlockingTask {
  /** How long the thread is blocked (synchronously, as a long decode would block it). */
  blockMs: number;
  /** Counts the tasks that started, shared with the test (a SharedArrayBuffer is not copied). */
  started?: Int32Array;
  /** Ends the block early once the test stores 1 in it and notifies it (see `releaseBlockedTask`). */
  release?: Int32Array;
}

/** Lets every task blocked on `release` answer now. */
export function releaseBlockedTask(release: Int32Array): void {
  Atomics.store(release, 0, 1);
  Atomics.notify(release, 0);
}

/** The worker of the pool's own tests (server/worker-pool.server.test.ts): blocks its thread, then answers. */
export default function blockThread(task: BlockingTask): { threadId: number } {
  if (task.started) Atomics.add(task.started, 0, 1);
  Atomics.wait(task.release ?? new Int32Array(new SharedArrayBuffer(4)), 0, 0, task.blockMs);
  return { threadId };
}
