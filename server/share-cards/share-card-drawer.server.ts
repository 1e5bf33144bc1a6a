import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { ShareCard } from '../../shared/contracts/share-card';

export interface ShareCardDrawer {
  draw(card: ShareCard): Promise<Uint8Array>;
  close(): Promise<void>;
}

export interface ShareCardDrawerOptions {
  /** The worker's module: build/node/share-card-worker.js in the built server, the TypeScript source in tests. */
  workerFile: string;
  /** Node flags for the workers (tests load TypeScript with `--import tsx`). */
  execArgv?: string[];
  threads?: number;
  /** Told the id of the thread that drew each card; tests use it to prove the event loop did not. */
  onDrawn?: (threadId: number) => void;
}

/**
 * Drawing a card takes tens of milliseconds of CPU (text shaping, PNG encoding): on the event loop it would
 * hold every other request back, so a small pool of worker threads draws them. Threads start on first use and
 * idle ones end after a minute, so a server that never draws a card holds no extra memory.
 */
export function createShareCardDrawer(options: ShareCardDrawerOptions): ShareCardDrawer {
  const pool = new Piscina({
    filename: options.workerFile,
    execArgv: options.execArgv ?? [],
    minThreads: 0,
    maxThreads: options.threads ?? Math.max(1, Math.min(2, availableParallelism() - 1)),
    idleTimeout: 60_000,
  });
  return {
    async draw(card) {
      const { png, threadId } = (await pool.run(card)) as { png: Uint8Array; threadId: number };
      options.onDrawn?.(threadId);
      return png;
    },
    close: () => pool.destroy(),
  };
}
