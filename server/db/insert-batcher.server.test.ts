import { describe, expect, it } from 'vitest';
import { createInsertBatcher } from './insert-batcher.server';

describe('createInsertBatcher', () => {
  it('writes rows inserted in the same turn with one call, in order', async () => {
    const calls: number[][] = [];
    const insert = createInsertBatcher<number>(async (rows) => {
      calls.push(rows);
    });
    await Promise.all([insert(1), insert(2), insert(3)]);
    await insert(4);
    expect(calls).toEqual([[1, 2, 3], [4]]);
  });

  it('splits a large turn into batches of the maximum size', async () => {
    const calls: number[][] = [];
    const insert = createInsertBatcher<number>(async (rows) => {
      calls.push(rows);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map(insert));
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('settles a caller only after its batch is written, and rejects the whole batch on failure', async () => {
    let release: () => void = () => undefined;
    const insert = createInsertBatcher<number>(
      (rows) => (rows.includes(13) ? Promise.reject(new Error('constraint')) : new Promise((resolve) => (release = resolve))),
    );
    let settled = false;
    const first = insert(1).then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    release();
    await first;
    expect(settled).toBe(true);

    const results = await Promise.allSettled([insert(12), insert(13)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
