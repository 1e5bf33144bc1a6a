import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix of its own per test, so runs sharing one Redis never see each other's keys. */
export function createTestKeyPrefix(): string {
  return `quizlab-test-${randomBytes(5).toString('hex')}:`;
}

/**
 * Whether Redis can be tested here. As with PostgreSQL, a missing Redis skips loudly locally and fails with
 * CI=true, so CI never passes without the shared-state tests.
 */
export async function checkTestRedisAvailable(): Promise<boolean> {
  const redis = new Redis(testRedisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`Redis is required with CI=true but ${testRedisUrl} failed: ${String(error)}`, { cause: error });
    console.warn(`\n!!! SKIPPING the Redis tests: no server at ${testRedisUrl} (${String(error)}). CI=true makes this a failure.\n`);
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Removes every key under a test's prefix. */
export async function deleteTestKeys(keyPrefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
