import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { RecentSessionRow } from '../db/schema.server';
import type { RecentResultsCache } from '../services/recent-results-cache.server';

/**
 * A list as `set` writes it. Another version of the site may share the Redis (during a deploy): a list that does
 * not read as this one's rows is a miss, and the database answers.
 */
const cachedRowsSchema = z.array(
  z.object({
    public_id: z.string(),
    name: z.string(),
    gender: z.string(),
    result_type: z.string(),
    result_data: z.string().nullable(),
    completed_at: z.string(),
    personal_comment: z.string().nullable(),
    name_hidden: z.string().nullable(),
    comment_count: z.number(),
  }),
) satisfies z.ZodType<RecentSessionRow[]>;

/**
 * The recent lists in Redis, one hash per test type (a field per list length), so a result stored by any process
 * clears that test's lists for every process at once: a visitor sees their result in the list whichever process
 * answers. When Redis cannot answer the lists come from the database (a miss), and nothing waits.
 */
export function createRedisRecentResultsCache(redis: Redis, ttlMs: number): RecentResultsCache {
  const keyOf = (testTypeId: number) => `recent:${testTypeId}`;
  return {
    async get(testTypeId, limit) {
      if (ttlMs <= 0) return undefined;
      try {
        const text = await redis.hget(keyOf(testTypeId), String(limit));
        if (!text) return undefined;
        const cached = cachedRowsSchema.safeParse(JSON.parse(text));
        return cached.success ? cached.data : undefined;
      } catch {
        return undefined;
      }
    },
    async set(testTypeId, limit, rows) {
      if (ttlMs <= 0) return;
      // PostgreSQL counts arrive as strings or bigints; JSON keeps a number.
      const text = JSON.stringify(rows.map((row) => ({ ...row, comment_count: Number(row.comment_count ?? 0) })));
      try {
        await redis.multi().hset(keyOf(testTypeId), String(limit), text).pexpire(keyOf(testTypeId), ttlMs).exec();
      } catch {
        // Not cached this time; the next read asks the database again.
      }
    },
    async forgetTestType(testTypeId) {
      try {
        await redis.del(keyOf(testTypeId));
      } catch {
        // The lists of other processes then age out within ttlMs, as without Redis.
      }
    },
  };
}
