import { describe, expect, it } from 'vitest';
import { setMostRecent } from './lru-map.server';

describe('setMostRecent', () => {
  it('keeps the most recently set entries within the size', () => {
    const map = new Map<string, number>();
    setMostRecent(map, 'a', 1, 2);
    setMostRecent(map, 'b', 2, 2);
    setMostRecent(map, 'a', 3, 2);
    setMostRecent(map, 'c', 4, 2);
    expect([...map.entries()]).toEqual([['a', 3], ['c', 4]]);
  });

  it('keeps nothing with a size of 0', () => {
    const map = new Map<string, number>();
    setMostRecent(map, 'a', 1, 0);
    expect(map.size).toBe(0);
  });
});
