import { setMostRecent } from '../lru-map.server';

export interface TokenBucketOptions {
  /** Requests allowed at once before the rate applies. */
  burst: number;
  /** One more request is allowed every interval. */
  intervalMs: number;
  /** Buckets kept at most; the least recently used are dropped (they would be full again by then anyway). */
  maximumKeys?: number;
}

export type TakeResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** In-memory, per process (docs/decisions: rate limits). */
export function createTokenBucketLimiter({ burst, intervalMs, maximumKeys = 100_000 }: TokenBucketOptions) {
  const buckets = new Map<string, Bucket>();

  function take(key: string, now: number = Date.now()): TakeResult {
    const previous = buckets.get(key);
    const refilled = previous
      ? Math.min(burst, previous.tokens + (now - previous.updatedAt) / intervalMs)
      : burst;
    if (refilled >= 1) {
      setMostRecent(buckets, key, { tokens: refilled - 1, updatedAt: now }, maximumKeys);
      return { allowed: true };
    }
    setMostRecent(buckets, key, { tokens: refilled, updatedAt: now }, maximumKeys);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - refilled) * intervalMs) / 1000)) };
  }

  return { take, size: () => buckets.size };
}
