import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { splitLanguageFromPath } from '../../../domain/languages';
import { sendApiNotFound } from '../http-error.server';
import type { PagePolicy } from '../../../shared/contracts/page-policy';
import { createStylesheetInliner } from './inline-stylesheets.server';
import { deferHydration } from './defer-hydration.server';
import { chooseEncoding } from './compress-page.server';
import { createCachedRenderer, type RenderedPage } from './cached-renderer.server';
import { createPageCache, readCacheLifetime, type CacheSegment } from './page-cache.server';
import { isRouteManifestRequest, normalizePageUrl } from './page-url.server';
import { watchEventLoopPressure } from './event-loop-pressure.server';
import { createBusyPageWriter, type WriteBusyPage } from './busy-page.server';
import { drawScriptMarker, originOf, sendPage, toPageResponse, toWebRequest, type PageLoadContext } from './page-response.server';
import { registerDevelopmentPages, type ViteSource } from './development-pages.server';
import type { IdentifyClient } from '../client-identity.server';
import type { RateLimiter } from '../../security/rate-limiter.server';

/**
 * Where pages come from: the production build (build/server + build/client), or, for `npm run dev`, Vite in
 * middleware mode (modules, hot reload and the server build loaded through it; server/dev.server.ts).
 */
export type PageSource = { kind: 'build'; build: ServerBuild; /** build/client: hashed assets and public files */ clientDirectory: string } | ViteSource;

export interface PagesOptions {
  source: PageSource;
  pageCacheBytes: Record<CacheSegment, number>;
  /** Renders visitors may have under way at once; one more is answered "busy" (the busy page). */
  maxConcurrentRenders: number;
  /** Renders a client may ask for past the page cache; null limiters mean no limit. */
  renderLimits?: { page: RateLimiter | null; image: RateLimiter | null; identifyClient: IdentifyClient };
  loadContext: PageLoadContext;
}

/** What the rest of the server may ask of the pages: render ahead of visitors, forget what changed. */
export interface PagesControl {
  /** Renders these pages (paths with their query) before anyone asks, and the share card each one names. */
  warm(paths: readonly string[]): void;
  /** Drops cached pages whose cache key matches (what they show has changed). */
  forget(matches: (key: string) => boolean): void;
}

/** Pages that show one visitor's result, the long tail of the cache (page-cache.server.ts). */
function segmentOf(key: string): CacheSegment {
  if (key.startsWith('/share-image/') || key.startsWith('/api/og-image')) return 'results';
  const { cleanPath } = splitLanguageFromPath(key.split('?', 1)[0] ?? key);
  return /^\/(result|compare)\//.test(cleanPath) ? 'results' : 'site';
}

/** Server-drawn pages waiting to be rendered ahead of their first visitor; more are rendered on demand. */
const warmQueueLength = 200;

/** Serves the React Router app: static assets, then every other GET/HEAD rendered on the server. */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<PagesControl> {
  const { source } = options;
  if (source.kind === 'vite') {
    await registerDevelopmentPages(app, options.loadContext, source);
    return { warm: () => undefined, forget: () => undefined };
  }
  const handleRequest = createRequestHandler(source.build, 'production');
  const cache = createPageCache({ maximumBytes: options.pageCacheBytes, segmentOf });
  const inlineStylesheets = createStylesheetInliner(source.clientDirectory);
  // With a Kakao key Korean pages may load Kakao's SDK for the KakaoTalk share.
  const kakaoOrigin = originOf(options.loadContext.kakao?.sdkUrl);
  const sitePolicy: PagePolicy = kakaoOrigin ? { contentSecurityPolicy: { 'script-src': [kakaoOrigin] } } : {};
  const { publicOrigin } = options.loadContext;

  await app.register(fastifyStatic, {
    root: source.clientDirectory,
    // Files are listed once at start, so unknown paths fall through to the app (and its 404 page).
    wildcard: false,
    // Its own max-age=0 header would replace ours.
    cacheControl: false,
    // Serves the .br / .gz files written at build time (tooling/precompress-assets.mjs).
    preCompressed: true,
    setHeaders(response, filePath) {
      const cacheControl = filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      response.setHeader('cache-control', cacheControl);
    },
  });

  const render = async (pageUrl: string): Promise<RenderedPage> => {
    const scriptMarker = drawScriptMarker();
    const response = await handleRequest(toWebRequest(pageUrl, publicOrigin), { ...options.loadContext, scriptMarker });
    const page = await toPageResponse(response, scriptMarker, originOf(options.loadContext.ads?.scriptUrl), (html) => deferHydration(inlineStylesheets(html)), sitePolicy);
    // A response that sets a cookie is somebody's own: never kept.
    const lifetime = response.headers.has('set-cookie') ? { freshSeconds: 0, staleSeconds: 0 } : readCacheLifetime(response.headers.get('cache-control'));
    return { ...page, ...lifetime };
  };
  const writeBusyPage = createBusyPageWriter(source.build);
  const pressure = watchEventLoopPressure();
  app.addHook('onClose', async () => pressure.stop());
  const renderer = createCachedRenderer({
    cache,
    render,
    warmQueueLength,
    maxConcurrentRenders: options.maxConcurrentRenders,
    isOverloaded: pressure.isOverloaded,
    followUps: (page) => findShareImagePath(page, publicOrigin),
    onError: (error, key) => app.log.warn({ err: error, url: key }, 'rendering a page ahead of its visitors failed'),
  });

  app.addHook('preClose', () => renderer.stop());

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Rendered from, and cached under, the path and the parameters pages read: `?x=N` opens no new render.
    const pageUrl = normalizePageUrl(request.url);
    // A busy server still answers the route manifest: the page that asks for it is already in the visitor's hands.
    const served = await renderer.serve(pageUrl, () => checkRenderLimit(request, pageUrl, options.renderLimits), { neverBusy: isRouteManifestRequest(pageUrl) });
    if ('refused' in served) return sendRefusal(reply, 429, served.refused.retryAfterSeconds);
    if ('busy' in served) return sendBusy(reply, served.busy.retryAfterSeconds, writeBusyPage(pageUrl, served.busy.retryAfterSeconds));
    const keepEncoding = served.cached ? (encoding: string, body: Buffer) => cache.addEncoding(pageUrl, served.page, encoding, body) : undefined;
    return sendPage(reply, served.page, chooseEncoding(request.headers['accept-encoding']), served.cacheState, keepEncoding);
  };

  // The default share image is drawn by the web app's resource route (app/routes/og-image.tsx).
  app.route({ method: ['GET', 'HEAD'], url: '/api/og-image', handler: renderPage });
  // Unknown API paths answer in JSON, not with the HTML 404 page.
  app.all('/api/*', async (request, reply) => sendApiNotFound(request, reply));
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: renderPage });
  return {
    warm: (paths) => renderer.warm(paths.map(normalizePageUrl)),
    forget: (matches) => void cache.forget(matches),
  };
}

/** The page's own share card (its og:image on this site), so that a preview bot's first fetch is a read. */
function findShareImagePath(page: RenderedPage, publicOrigin: string): string[] {
  if (page.status !== 200 || !page.headers.some(([name, value]) => name === 'content-type' && value.startsWith('text/html'))) return [];
  const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body.toString('utf8'))?.[1]?.replaceAll('&amp;', '&');
  return image?.startsWith(`${publicOrigin}/share-image/`) ? [image.slice(publicOrigin.length)] : [];
}

/** Share cards cost a drawing each (~100 ms of a worker), so they have their own, smaller allowance. */
const isImagePath = (pageUrl: string) => pageUrl.startsWith('/api/og-image') || pageUrl.startsWith('/share-image/');

async function checkRenderLimit(request: FastifyRequest, pageUrl: string, limits: PagesOptions['renderLimits']): Promise<{ retryAfterSeconds: number } | null> {
  const limiter = limits ? (isImagePath(pageUrl) ? limits.image : limits.page) : null;
  if (!limits || !limiter) return null;
  const result = await limiter.take(limits.identifyClient(request).addressHash);
  return result.allowed ? null : result;
}

/** A page that reloads itself where there is one to show (busy-page.server.ts); the plain answer otherwise. */
function sendBusy(reply: FastifyReply, retryAfterSeconds: number, page: ReturnType<WriteBusyPage>) {
  if (page === null) return sendRefusal(reply, 503, retryAfterSeconds);
  return reply
    .code(503)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(page);
}

function sendRefusal(reply: FastifyReply, status: 429 | 503, retryAfterSeconds: number) {
  return reply
    .code(status)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(status === 429 ? 'Too many requests, please try again in a moment.' : 'The server is busy, please try again in a moment.');
}
