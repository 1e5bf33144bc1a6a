import { createTokenBucketLimiter, type TakeResult, type TokenBucketOptions } from './token-bucket.server';

export type { TakeResult } from './token-bucket.server';

/** One bucket per client key; in this process, or shared by every process through Redis (server/shared-state). */
export interface RateLimiter {
  take(key: string): Promise<TakeResult>;
}

/** The embedded default: counters in this process (N processes give a client N times the rate; decision 0030). */
export function createMemoryRateLimiter(options: TokenBucketOptions): RateLimiter {
  const buckets = createTokenBucketLimiter(options);
  return { take: async (key) => buckets.take(key) };
}
