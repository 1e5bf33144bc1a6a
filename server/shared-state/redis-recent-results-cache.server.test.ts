import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { RecentSessionRow } from '../db/schema.server';
import { createRedisRecentResultsCache } from './redis-recent-results-cache.server';

const row: RecentSessionRow = {
  public_id: 'AAAAAAAAAAAAAAAA',
  name: 'Mina',
  gender: 'female',
  result_type: 'cat',
  result_data: null,
  completed_at: '2025-01-01T00:00:00.000Z',
  personal_comment: null,
  name_hidden: null,
  comment_count: 2,
};

/** Only the read the cache makes: one stored list, as another process may have written it. */
const redisHolding = (text: string | null) => ({ hget: async () => text }) as unknown as Redis;

describe('recent lists read back from Redis', () => {
  it('reads a list in the shape it writes', async () => {
    const cache = createRedisRecentResultsCache(redisHolding(JSON.stringify([row])), 1000);
    expect(await cache.get(1, 10)).toEqual([row]);
  });

  it('takes a list of another shape (another version of the site) for a miss, so the database answers', async () => {
    const { name: _name, ...withoutName } = row;
    for (const text of [JSON.stringify([withoutName]), JSON.stringify({ rows: [row] }), JSON.stringify([{ ...row, comment_count: '2' }]), 'not json']) {
      expect(await createRedisRecentResultsCache(redisHolding(text), 1000).get(1, 10), text).toBeUndefined();
    }
  });
});
