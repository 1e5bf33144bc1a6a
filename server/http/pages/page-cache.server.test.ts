import { describe, expect, it } from 'vitest';
import { createPageCache, readPublicMaxAge } from './page-cache.server';

const page = (expiresAt: number) => ({ status: 200, headers: [], body: Buffer.from('x'), encodedBodies: new Map(), expiresAt });

describe('readPublicMaxAge', () => {
  it.each([
    ['public, max-age=60', 60],
    ['max-age=60, public', 60],
    ['public, s-maxage=30', 30],
    ['max-age=60', 0],
    ['public, max-age=60, no-store', 0],
    ['private, max-age=60', 0],
    ['public, max-age=999999', 3600],
    [null, 0],
  ])('%s -> %i', (header, seconds) => {
    expect(readPublicMaxAge(header)).toBe(seconds);
  });
});

describe('createPageCache', () => {
  it('returns a page until it expires', () => {
    const cache = createPageCache(10);
    cache.set('/en', page(1000));
    expect(cache.get('/en', 999)).toBeDefined();
    expect(cache.get('/en', 1000)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('keeps at most the configured number of pages, dropping the least recently stored', () => {
    const cache = createPageCache(2);
    cache.set('/a', page(10));
    cache.set('/b', page(10));
    cache.set('/c', page(10));
    expect(cache.get('/a', 0)).toBeUndefined();
    expect(cache.get('/c', 0)).toBeDefined();
    const disabled = createPageCache(0);
    disabled.set('/a', page(10));
    expect(disabled.size()).toBe(0);
  });
});
