import type { CachedPage, PageCache } from './page-cache.server';

/** A rendered response, before the cache decides whether and how long to keep it. */
export type RenderedPage = Omit<CachedPage, 'freshUntil' | 'staleUntil'> & { freshSeconds: number; staleSeconds: number };

type Refusal = { refused: { retryAfterSeconds: number } };
type Charge = () => Promise<Refusal['refused'] | null>;
/** Too many renders under way already: the server, not the client, is out of room. */
type Busy = { busy: { retryAfterSeconds: number } };

export type ServedPage = { page: Omit<CachedPage, 'freshUntil' | 'staleUntil'>; cacheState: 'hit' | 'stale' | 'shared' | 'miss'; cached: boolean } | Refusal | Busy;

export interface CachedRendererOptions {
  cache: PageCache;
  render(key: string): Promise<RenderedPage>;
  /** Pages the server renders ahead of their first visitor (a result's page and card) wait here, at most this many. */
  warmQueueLength: number;
  /**
   * Renders visitors may have under way at once; one more is answered "busy" at once. Renders interleave on the
   * event loop: without a bound, a flood of distinct pages queued hundreds, and a health check waited behind them.
   */
  maxConcurrentRenders: number;
  /** When the event loop runs late, a render a visitor would cause is answered "busy" too (event-loop-pressure). */
  isOverloaded?: () => boolean;
  /** What else to render once a page the server warmed is rendered (a result page's share card). */
  followUps?: (page: RenderedPage) => string[];
  now?: () => number;
  onError?: (error: unknown, key: string) => void;
}

/**
 * Renders each page once and serves it from the cache until the route's lifetime ends, then once more while a
 * single new render replaces it (stale-while-revalidate). Requests for a page already being rendered wait for
 * that render instead of starting their own, so a link opened by a thousand friends at once costs one render.
 * Only a render a client causes itself is charged to it (`charge`): hits, shared renders and pages the server
 * scheduled itself are free, so a link-preview bot reading freshly shared results is never refused.
 */
export function createCachedRenderer({ cache, render, warmQueueLength, maxConcurrentRenders, isOverloaded = () => false, followUps, now = Date.now, onError }: CachedRendererOptions) {
  /** Renders under way, the client's charge included: whoever asks meanwhile waits for this one. */
  const inFlight = new Map<string, Promise<RenderedPage | Refusal>>();
  const warmQueue = new Set<string>();
  let warming = false;
  let visitorRenders = 0;

  /** Charges the client first when given one: a refused render is no render, and the next asker tries its own. */
  function startRender(key: string, charge?: Charge): Promise<RenderedPage | Refusal> {
    const running = inFlight.get(key);
    if (running) return running;
    const attempt = (async (): Promise<RenderedPage | Refusal> => {
      const refused = charge && (await charge());
      if (refused) return { refused };
      const page = await render(key);
      const { freshSeconds, staleSeconds, ...stored } = page;
      if (page.status === 200 && freshSeconds > 0) {
        const time = now();
        cache.set(key, { ...stored, freshUntil: time + freshSeconds * 1000, staleUntil: time + (freshSeconds + staleSeconds) * 1000 });
      }
      return page;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, attempt);
    return attempt;
  }

  async function renderUncharged(key: string): Promise<RenderedPage | undefined> {
    const page = await startRender(key).catch((error: unknown) => onError?.(error, key));
    return page && !('refused' in page) ? page : undefined;
  }

  function queueFollowUps(page: RenderedPage): void {
    for (const next of followUps?.(page) ?? []) {
      if (warmQueue.size < warmQueueLength && !inFlight.has(next) && !cache.get(next, now())) warmQueue.add(next);
    }
  }

  const toServed = (page: RenderedPage | Refusal, cacheState: 'shared' | 'miss'): ServedPage =>
    'refused' in page ? page : { page, cacheState, cached: page.status === 200 && page.freshSeconds > 0 };

  async function warmNext(): Promise<void> {
    if (warming) return;
    warming = true;
    try {
      for (const key of warmQueue) {
        warmQueue.delete(key);
        if (cache.get(key, now())) continue;
        const page = await renderUncharged(key);
        // A Set visits what is added while it is iterated: the follow-ups are rendered in this same pass.
        if (page) queueFollowUps(page);
        // One page at a time, letting visitors' requests in between.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      warming = false;
    }
  }

  return {
    /**
     * `neverBusy`: an answer the page a visitor already holds cannot do without and that renders no React (React
     * Router's route manifest): refusing it would shed almost nothing and break that page, so it is not refused as
     * busy (the client's allowance still counts it).
     */
    async serve(key: string, charge: Charge, { neverBusy = false }: { neverBusy?: boolean } = {}): Promise<ServedPage> {
      const found = cache.get(key, now());
      if (found?.state === 'fresh') return { page: found.page, cacheState: 'hit', cached: true };
      if (found) {
        // Stale: this visitor gets it now; one render in the background replaces it for the next.
        void renderUncharged(key);
        return { page: found.page, cacheState: 'stale', cached: true };
      }
      const running = inFlight.get(key);
      if (running) {
        const page = await running;
        // The client that started it was refused: this one asks on its own account.
        return 'refused' in page ? this.serve(key, charge, { neverBusy }) : toServed(page, 'shared');
      }
      // The server meant to render it anyway: the visitor only gets it sooner.
      if (warmQueue.delete(key)) {
        const page = await startRender(key);
        if (!('refused' in page)) {
          queueFollowUps(page);
          setImmediate(() => void warmNext());
        }
        return toServed(page, 'shared');
      }
      if (!neverBusy && (visitorRenders >= maxConcurrentRenders || isOverloaded())) return { busy: { retryAfterSeconds: 1 } };
      visitorRenders += 1;
      try {
        return toServed(await startRender(key, charge), 'miss');
      } finally {
        visitorRenders -= 1;
      }
    },

    /** Renders these pages ahead of their first visitor, when nothing else waits; past the queue's bound, later. */
    warm(keys: readonly string[]): void {
      for (const key of keys) {
        if (warmQueue.size >= warmQueueLength) break;
        if (!inFlight.has(key)) warmQueue.add(key);
      }
      setImmediate(() => void warmNext());
    },

    pendingWarmCount: () => warmQueue.size + (warming ? 1 : 0),

    /** Shutting down: nothing more is rendered ahead, and the renders under way end before the database closes. */
    async stop(): Promise<void> {
      warmQueue.clear();
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
