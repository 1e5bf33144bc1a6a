import { describe, expect, it } from 'vitest';
import { createPageCache, readCacheLifetime, type CacheSegment } from './page-cache.server';

const page = (freshUntil: number, staleUntil = freshUntil, bytes = 1) => ({
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes),
  encodedBodies: new Map<string, Buffer>(),
  freshUntil,
  staleUntil,
});
const segmentOf = (key: string): CacheSegment => (key.startsWith('/result/') ? 'results' : 'site');

describe('readCacheLifetime', () => {
  it.each([
    ['public, max-age=60', 60, 0],
    ['max-age=60, public', 60, 0],
    ['public, s-maxage=30', 30, 0],
    ['public, max-age=0, s-maxage=60, stale-while-revalidate=600', 60, 600],
    ['public, max-age=300, stale-while-revalidate=3600', 300, 3600],
    ['max-age=60', 0, 0],
    ['public, max-age=60, no-store', 0, 0],
    ['private, max-age=60', 0, 0],
    ['public, max-age=999999', 3600, 0],
    ['public, max-age=0, stale-while-revalidate=60', 0, 0],
    [null, 0, 0],
  ])('%s: fresh %i s, stale %i s', (header, freshSeconds, staleSeconds) => {
    expect(readCacheLifetime(header)).toEqual({ freshSeconds, staleSeconds });
  });
});

describe('createPageCache', () => {
  it('returns a page as fresh, then as stale, then no more', () => {
    const cache = createPageCache({ maximumBytes: { site: 100, results: 100 }, segmentOf });
    cache.set('/en', page(1000, 2000));
    expect(cache.get('/en', 999)?.state).toBe('fresh');
    expect(cache.get('/en', 1000)?.state).toBe('stale');
    expect(cache.get('/en', 2000)).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('bounds each segment in bytes, compressed copies included, dropping the least recently used', () => {
    const cache = createPageCache({ maximumBytes: { site: 100, results: 100 }, segmentOf });
    cache.set('/a', page(10, 10, 40));
    cache.set('/b', page(10, 10, 40));
    cache.get('/a', 0);
    cache.set('/c', page(10, 10, 40));
    expect(cache.get('/b', 0)).toBeUndefined();
    expect(cache.get('/a', 0)).toBeDefined();
    expect(cache.bytes('site')).toBe(80);
    const stored = cache.get('/c', 0)!.page;
    cache.addEncoding('/c', stored, 'br', Buffer.alloc(30));
    expect(cache.bytes('site')).toBe(70);
    expect(cache.get('/a', 0)).toBeUndefined();
    cache.set('/huge', page(10, 10, 101));
    expect(cache.get('/huge', 0)).toBeUndefined();
  });

  it('keeps the site pages when a flood of distinct results fills its own segment', () => {
    const cache = createPageCache({ maximumBytes: { site: 100, results: 100 }, segmentOf });
    cache.set('/en', page(10, 10, 50));
    for (let index = 0; index < 1000; index += 1) cache.set(`/result/${index}`, page(10, 10, 50));
    expect(cache.get('/en', 0)).toBeDefined();
    expect(cache.bytes('results')).toBe(100);
  });

  it('forgets the pages that match', () => {
    const cache = createPageCache({ maximumBytes: { site: 100, results: 100 }, segmentOf });
    cache.set('/result/a', page(10));
    cache.set('/result/a?with=b', page(10));
    cache.set('/result/b', page(10));
    expect(cache.forget((key) => key.startsWith('/result/a'))).toBe(2);
    expect(cache.get('/result/b', 0)).toBeDefined();
    expect(cache.bytes('results')).toBe(1);
  });
});
