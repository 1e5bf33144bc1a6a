import { describe, expect, it } from 'vitest';
import { createCachedRenderer, type RenderedPage } from './cached-renderer.server';
import { createPageCache } from './page-cache.server';

function setUp({ freshSeconds = 60, staleSeconds = 0, followUps }: { freshSeconds?: number; staleSeconds?: number; followUps?: (page: RenderedPage) => string[] } = {}) {
  let time = 0;
  const rendered: string[] = [];
  const pending: (() => void)[] = [];
  /** Renders wait until `finishRenders` is called, so the test decides what overlaps. */
  const render = (key: string) =>
    new Promise<RenderedPage>((resolve) => {
      rendered.push(key);
      pending.push(() => resolve({ status: 200, headers: [['content-type', 'text/html']], body: Buffer.from(key), encodedBodies: new Map(), freshSeconds, staleSeconds }));
    });
  const cache = createPageCache({ maximumBytes: { site: 1e6, results: 1e6 }, segmentOf: () => 'site' });
  const renderer = createCachedRenderer({ cache, render, warmQueueLength: 3, maxConcurrentRenders: 4, followUps, now: () => time });
  const charges: string[] = [];
  const charge = (key: string, refuse = false) => async () => {
    charges.push(key);
    return refuse ? { retryAfterSeconds: 1 } : null;
  };
  const finishRenders = () => pending.splice(0).forEach((finish) => finish());
  return { renderer, rendered, charges, charge, finishRenders, advance: (ms: number) => (time += ms) };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('createCachedRenderer', () => {
  it('renders a page once for many simultaneous visitors and charges only the first', async () => {
    const { renderer, rendered, charges, charge, finishRenders } = setUp();
    const visits = Array.from({ length: 50 }, () => renderer.serve('/r/1', charge('/r/1')));
    await until(() => rendered.length === 1);
    finishRenders();
    const served = await Promise.all(visits);
    expect(rendered).toEqual(['/r/1']);
    expect(charges).toEqual(['/r/1']);
    expect(served.map((visit) => ('cacheState' in visit ? visit.cacheState : 'refused')).sort()).toEqual(['miss', ...Array<string>(49).fill('shared')]);
    expect(await renderer.serve('/r/1', charge('/r/1'))).toMatchObject({ cacheState: 'hit' });
    expect(charges).toHaveLength(1);
  });

  it('serves a stale page at once while one render replaces it', async () => {
    const { renderer, rendered, charge, finishRenders, advance } = setUp({ freshSeconds: 60, staleSeconds: 600 });
    const first = renderer.serve('/r/1', charge('/r/1'));
    await until(() => rendered.length === 1);
    finishRenders();
    await first;
    advance(61_000);
    expect(await renderer.serve('/r/1', charge('/r/1'))).toMatchObject({ cacheState: 'stale' });
    expect(await renderer.serve('/r/1', charge('/r/1'))).toMatchObject({ cacheState: 'stale' });
    expect(rendered).toEqual(['/r/1', '/r/1']);
    finishRenders();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await renderer.serve('/r/1', charge('/r/1'))).toMatchObject({ cacheState: 'hit' });
  });

  it('refuses a client past its allowance only for a render it causes itself', async () => {
    const { renderer, charge, rendered } = setUp();
    expect(await renderer.serve('/r/2', charge('/r/2', true))).toEqual({ refused: { retryAfterSeconds: 1 } });
    expect(rendered).toEqual([]);
  });

  it('renders warmed pages and their follow-ups ahead of visitors, free of charge, within its bound', async () => {
    const followUps = (page: RenderedPage) => (page.body.toString().startsWith('/r/') ? [`/card${page.body.toString()}`] : []);
    const { renderer, rendered, charges, charge, finishRenders } = setUp({ followUps });
    renderer.warm(['/r/1', '/r/2', '/r/3', '/r/4']);
    await until(() => rendered.length === 1);
    // A visitor asking for a page still waiting in the queue takes it over, uncharged.
    const visit = renderer.serve('/r/3', charge('/r/3'));
    await until(() => rendered.length === 2);
    while (renderer.pendingWarmCount() > 0 || rendered.length < 5) {
      finishRenders();
      await new Promise((resolve) => setImmediate(resolve));
    }
    finishRenders();
    expect(await visit).toMatchObject({ cacheState: 'shared' });
    expect(charges).toEqual([]);
    // The queue held three; the fourth was left for its first visitor.
    expect(rendered.filter((key) => key.startsWith('/r/')).sort()).toEqual(['/r/1', '/r/2', '/r/3']);
    expect(rendered.filter((key) => key.startsWith('/card/')).length).toBeGreaterThan(0);
    expect(await renderer.serve('/r/1', charge('/r/1'))).toMatchObject({ cacheState: 'hit' });
  });

  it('answers busy at once past the renders visitors may have under way, and serves what is cached meanwhile', async () => {
    const { renderer, rendered, charge, finishRenders } = setUp();
    const cachedVisit = renderer.serve('/cached', charge('/cached'));
    await until(() => rendered.length === 1);
    finishRenders();
    await cachedVisit;
    const visits = ['/a', '/b', '/c', '/d'].map((key) => renderer.serve(key, charge(key)));
    await until(() => rendered.length === 5);
    expect(await renderer.serve('/e', charge('/e'))).toEqual({ busy: { retryAfterSeconds: 1 } });
    // Joining a render under way, or a page in the cache, needs no room.
    expect(await renderer.serve('/cached', charge('/cached'))).toMatchObject({ cacheState: 'hit' });
    const joined = renderer.serve('/a', charge('/a'));
    finishRenders();
    await Promise.all(visits);
    expect(await joined).toMatchObject({ cacheState: 'shared' });
    const later = renderer.serve('/e', charge('/e'));
    await until(() => rendered.length === 6);
    finishRenders();
    expect(await later).toMatchObject({ cacheState: 'miss' });
  });

  it('still answers what must never be refused as busy (the route manifest a delivered page asks for), charging it', async () => {
    const { renderer, rendered, charges, charge, finishRenders } = setUp();
    const visits = ['/a', '/b', '/c', '/d'].map((key) => renderer.serve(key, charge(key)));
    await until(() => rendered.length === 4);
    expect(await renderer.serve('/e', charge('/e'))).toEqual({ busy: { retryAfterSeconds: 1 } });
    const manifest = renderer.serve('/__manifest?p=%2Fen', charge('/__manifest?p=%2Fen'), { neverBusy: true });
    await until(() => rendered.length === 5);
    finishRenders();
    expect(await manifest).toMatchObject({ cacheState: 'miss' });
    expect(charges).toContain('/__manifest?p=%2Fen');
    await Promise.all(visits);
  });
});
