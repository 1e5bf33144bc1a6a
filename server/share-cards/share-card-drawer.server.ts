import type { ShareCard } from '../../shared/contracts/share-card';
import { createWorkerPool, type WorkerPoolOptions } from '../worker-pool.server';

export interface ShareCardDrawer {
  draw(card: ShareCard): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface ShareCardDrawerOptions extends WorkerPoolOptions {
  /** Told the id of the thread that drew each card; tests use it to prove the event loop did not. */
  onDrawn?: (threadId: number) => void;
}

/**
 * Drawing a card takes tens of milliseconds of CPU (text shaping, PNG encoding): a worker pool draws them. Its
 * queue is bounded (a flood of uncached cards is refused, WorkerPoolBusyError, which the caller answers 503)
 * and a card still undrawn after 10 s is abandoned (WorkerPoolTimeoutError).
 */
export function createShareCardDrawer(options: ShareCardDrawerOptions): ShareCardDrawer {
  const pool = createWorkerPool<ShareCard, { png: Uint8Array; threadId: number }>({ maxQueue: 32, taskTimeoutMs: 10_000, ...options });
  return {
    async draw(card) {
      const { png, threadId } = await pool.run(card);
      options.onDrawn?.(threadId);
      return png;
    },
    close: pool.close,
  };
}
