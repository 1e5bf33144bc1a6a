import { describe, expect, it } from 'vitest';
import { createTokenBucketLimiter } from './token-bucket.server';

describe('createTokenBucketLimiter', () => {
  it('allows the burst, then one request per interval, with a truthful Retry-After', () => {
    const limiter = createTokenBucketLimiter({ burst: 2, intervalMs: 5000 });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 0)).toEqual({ allowed: true });
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    expect(limiter.take('a', 3000)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(limiter.take('a', 5000)).toEqual({ allowed: true });
    expect(limiter.take('a', 5001)).toEqual({ allowed: false, retryAfterSeconds: 5 });
  });

  it('keeps clients apart', () => {
    const limiter = createTokenBucketLimiter({ burst: 1, intervalMs: 1000 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 0).allowed).toBe(false);
    expect(limiter.take('b', 0).allowed).toBe(true);
  });

  it('never refills beyond the burst', () => {
    const limiter = createTokenBucketLimiter({ burst: 2, intervalMs: 1000 });
    limiter.take('a', 0);
    const results = [limiter.take('a', 1_000_000), limiter.take('a', 1_000_000), limiter.take('a', 1_000_000)];
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
  });

  it('forgets the least recently used clients beyond its size', () => {
    const limiter = createTokenBucketLimiter({ burst: 1, intervalMs: 60_000, maximumKeys: 2 });
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0);
    expect(limiter.size()).toBe(2);
    // "a" was dropped, so it starts with a full bucket again.
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('c', 0).allowed).toBe(false);
  });
});
