import { setMostRecent } from '../../lru-map.server';

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Compressed copies of body, made on first request for each encoding. */
  encodedBodies: Map<string, Buffer>;
  expiresAt: number;
}

/**
 * Rendered pages whose route declared them public (Cache-Control: public, max-age=N), kept for N seconds.
 * Per process: a page depends only on its URL, so processes need not share it.
 */
export function createPageCache(maximumEntries: number) {
  const pages = new Map<string, CachedPage>();

  return {
    get(key: string, now: number = Date.now()): CachedPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now) {
        pages.delete(key);
        return undefined;
      }
      return page;
    },
    set(key: string, page: CachedPage): void {
      setMostRecent(pages, key, page, maximumEntries);
    },
    size: () => pages.size,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Seconds a response may be cached by us, from its own Cache-Control; 0 when it must not be. */
export function readPublicMaxAge(cacheControl: string | null): number {
  if (!cacheControl || !/(^|,)\s*public\s*(,|$)/i.test(cacheControl)) return 0;
  if (/no-store|private|no-cache/i.test(cacheControl)) return 0;
  const maxAge = /(?:^|,)\s*(?:s-maxage|max-age)=(\d+)/i.exec(cacheControl)?.[1];
  return maxAge ? Math.min(Number(maxAge), 3600) : 0;
}
