import { describe, expect, it } from 'vitest';
import { shuffle } from './browser-storage';

describe('shuffle', () => {
  it('keeps every item exactly once and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    const shuffled = shuffle(items);
    expect([...shuffled].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('produces every order over many runs', () => {
    const orders = new Set(Array.from({ length: 500 }, () => shuffle(['a', 'b', 'c']).join('')));
    expect(orders.size).toBe(6);
  });
});
