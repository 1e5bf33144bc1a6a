import { Redis } from 'ioredis';

/**
 * Redis for state several processes share (decision 0031). Every command is bounded and nothing queues while
 * disconnected: a caller learns at once that Redis cannot answer and falls back to its per-process state, so a
 * Redis outage slows nothing down. Keys carry a prefix, so several sites (or test runs) can share one server.
 */
export function openRedis(url: string, keyPrefix: string): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnects in the background, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let lastReport = 0;
  // Unheard, an 'error' event would be logged by ioredis on every reconnect attempt; once a minute is enough.
  redis.on('error', (error: Error) => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    console.warn(`Redis unavailable (${error.message}); using per-process state until it answers`);
  });
  return redis;
}

/** Resolves once connected, or rejects after the connect timeout (tests and start-up checks). */
export async function waitForRedis(redis: Redis, timeoutMs = 5000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis did not become ready')), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
