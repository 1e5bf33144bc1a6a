import type { Redis } from 'ioredis';
import { createMemoryRateLimiter, type RateLimiter } from '../security/rate-limiter.server';
import type { TokenBucketOptions } from '../security/token-bucket.server';
import { createRecentResultsCache, type RecentResultsCache } from '../services/recent-results-cache.server';
import { openRedis, waitForRedis } from './redis-client.server';
import { createRedisRateLimiter } from './redis-rate-limiter.server';
import { createRedisRecentResultsCache } from './redis-recent-results-cache.server';

/**
 * Where the state lives that several processes must agree on (docs/spec/product-rules.md D7, decision 0030): rate-limit
 * counters and the recent lists. Without REDIS_URL, in this process (the embedded default); with it, in Redis,
 * with the per-process state as the fallback while Redis cannot answer.
 */
export interface SharedState {
  kind: 'process' | 'redis';
  createRateLimiter(name: string, options: TokenBucketOptions): RateLimiter;
  createRecentResultsCache(ttlMs: number): RecentResultsCache;
  /** Waits, at most `timeoutMs`, for Redis to connect; until then the per-process fallback decides. */
  connect(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createSharedState(redisConfig: { url: string; keyPrefix: string } | null): SharedState {
  if (!redisConfig) {
    return {
      kind: 'process',
      createRateLimiter: (_name, options) => createMemoryRateLimiter(options),
      createRecentResultsCache: (ttlMs) => createRecentResultsCache(ttlMs),
      connect: async () => true,
      close: async () => undefined,
    };
  }
  const redis: Redis = openRedis(redisConfig.url, redisConfig.keyPrefix);
  return {
    kind: 'redis',
    createRateLimiter: (name, options) => createRedisRateLimiter(redis, name, options, createMemoryRateLimiter(options)),
    createRecentResultsCache: (ttlMs) => createRedisRecentResultsCache(redis, ttlMs),
    connect: (timeoutMs) => waitForRedis(redis, timeoutMs).then(() => true, () => false),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
