import type { Redis } from 'ioredis';
import type { TokenBucketOptions } from '../security/token-bucket.server';
import type { RateLimiter, TakeResult } from '../security/rate-limiter.server';

/**
 * The token bucket of token-bucket.server.ts, run atomically inside Redis so every process draws from one bucket
 * per client. The clock is Redis's own (TIME), so processes with drifting clocks still agree. A bucket expires once
 * it would be full again.
 */
const takeTokenScript = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local burst = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updated')
local tokens = tonumber(bucket[1])
local updated = tonumber(bucket[2])
if tokens == nil or updated == nil then
  tokens = burst
  updated = now
end
tokens = math.min(burst, tokens + math.max(0, now - updated) / interval)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updated', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * interval))
if allowed == 1 then return {1, 0} end
return {0, math.ceil((1 - tokens) * interval)}
`;

type RedisWithTakeToken = Redis & { takeToken(key: string, burst: number, intervalMs: number): Promise<[number, number]> };

/**
 * `name` separates the buckets (submit, comment, page, ...). When Redis cannot answer, the per-process `fallback`
 * decides, so a Redis outage neither lets everything through nor refuses everyone.
 */
export function createRedisRateLimiter(redis: Redis, name: string, options: TokenBucketOptions, fallback: RateLimiter): RateLimiter {
  if (!('takeToken' in redis)) redis.defineCommand('takeToken', { numberOfKeys: 1, lua: takeTokenScript });
  const shared = redis as RedisWithTakeToken;
  return {
    async take(key): Promise<TakeResult> {
      try {
        const [allowed, retryAfterMs] = await shared.takeToken(`rate:${name}:${key}`, options.burst, options.intervalMs);
        return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      } catch {
        return fallback.take(key);
      }
    },
  };
}
