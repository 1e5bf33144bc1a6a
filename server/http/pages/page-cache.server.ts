export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed copies of body, made on first request for each encoding (compress-page.server.ts). */
  encodedBodies: Map<string, Buffer>;
  /** Served as it is until then. */
  freshUntil: number;
  /** Served while a new render replaces it, until then (the route's stale-while-revalidate). */
  staleUntil: number;
}

/**
 * Two shares of the cache, each bounded in bytes. "site" holds the pages every visitor needs (catalogue, quiz pages,
 * type pages: a set bounded by the site itself); "results" holds the long tail of one visitor's result, a comparison
 * or a card. A flood of distinct results, even valid ones, evicts only other results, never the catalogue.
 */
export type CacheSegment = 'site' | 'results';

export interface PageCacheOptions {
  /** Bytes each segment may hold (bodies and their compressed copies). */
  maximumBytes: Record<CacheSegment, number>;
  segmentOf(key: string): CacheSegment;
}

export type PageCacheLookup = { page: CachedPage; state: 'fresh' | 'stale' };

/**
 * Rendered pages whose route declared them public, per process: a page depends only on its normalized URL, so
 * processes need not share it (the edge in front caches across them). Least recently used entries go first.
 */
export function createPageCache({ maximumBytes, segmentOf }: PageCacheOptions) {
  const segments: Record<CacheSegment, { pages: Map<string, CachedPage>; bytes: number }> = {
    site: { pages: new Map(), bytes: 0 },
    results: { pages: new Map(), bytes: 0 },
  };

  function remove(key: string): void {
    const segment = segments[segmentOf(key)];
    const page = segment.pages.get(key);
    if (!page) return;
    segment.pages.delete(key);
    segment.bytes -= sizeOf(page);
  }

  function trim(name: CacheSegment): void {
    const segment = segments[name];
    for (const [key, page] of segment.pages) {
      if (segment.bytes <= maximumBytes[name]) return;
      segment.pages.delete(key);
      segment.bytes -= sizeOf(page);
    }
  }

  return {
    get(key: string, now: number = Date.now()): PageCacheLookup | undefined {
      const segment = segments[segmentOf(key)];
      const page = segment.pages.get(key);
      if (!page) return undefined;
      if (page.staleUntil <= now) {
        remove(key);
        return undefined;
      }
      // Most recently used last: the Map iterates in insertion order, so eviction starts with the least used.
      segment.pages.delete(key);
      segment.pages.set(key, page);
      return { page, state: page.freshUntil > now ? 'fresh' : 'stale' };
    },
    set(key: string, page: CachedPage): void {
      remove(key);
      const name = segmentOf(key);
      if (sizeOf(page) > maximumBytes[name]) return;
      segments[name].pages.set(key, page);
      segments[name].bytes += sizeOf(page);
      trim(name);
    },
    /** Keeps a compressed copy with its page, counted in the segment's bytes. */
    addEncoding(key: string, page: Pick<CachedPage, 'body' | 'encodedBodies'>, encoding: string, body: Buffer): void {
      const name = segmentOf(key);
      // The stored page and the one a render returned share their map of encodings.
      const stored = segments[name].pages.get(key)?.encodedBodies === page.encodedBodies;
      if (stored) segments[name].bytes -= sizeOf(page);
      page.encodedBodies.set(encoding, body);
      if (!stored) return;
      segments[name].bytes += sizeOf(page);
      trim(name);
    },
    /** Drops every page whose key matches: what they show has changed. */
    forget(matches: (key: string) => boolean): number {
      let forgotten = 0;
      for (const { pages } of Object.values(segments)) {
        for (const key of [...pages.keys()]) {
          if (!matches(key)) continue;
          remove(key);
          forgotten += 1;
        }
      }
      return forgotten;
    },
    size: () => segments.site.pages.size + segments.results.pages.size,
    bytes: (segment: CacheSegment) => segments[segment].bytes,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

function sizeOf(page: Pick<CachedPage, 'body' | 'encodedBodies'>): number {
  let bytes = page.body.length;
  for (const encoded of page.encodedBodies.values()) bytes += encoded.length;
  return bytes;
}

/** How long we may keep a response, from its own Cache-Control: fresh and stale seconds, 0 when it must not be. */
export function readCacheLifetime(cacheControl: string | null): { freshSeconds: number; staleSeconds: number } {
  const none = { freshSeconds: 0, staleSeconds: 0 };
  if (!cacheControl || !/(^|,)\s*public\s*(,|$)/i.test(cacheControl)) return none;
  if (/no-store|private|no-cache/i.test(cacheControl)) return none;
  // A shared cache reads s-maxage before max-age (RFC 9111 5.2.2.10): browsers may get a shorter max-age.
  const directive = (name: string) => {
    const value = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(cacheControl)?.[1];
    return value === undefined ? undefined : Number(value);
  };
  const freshSeconds = Math.min(directive('s-maxage') ?? directive('max-age') ?? 0, 3600);
  if (freshSeconds === 0) return none;
  return { freshSeconds, staleSeconds: Math.min(directive('stale-while-revalidate') ?? 0, 3600) };
}
