import { randomBytes } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { databaseRetryAfterSeconds } from '../../db/database-errors.server';
import { sendApiNotFound } from '../http-error.server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mergePagePolicies, pagePolicyHeader, parsePagePolicy, type PagePolicy } from '../../../shared/contracts/page-policy';
import { createPageContentSecurityPolicy, createPermissionsPolicy } from '../security-headers.server';
import { createStylesheetInliner } from './inline-stylesheets.server';
import { deferHydration } from './defer-hydration.server';
import { chooseEncoding, compressBody, isCompressible, type ContentEncoding } from './compress-page.server';
import { createPageCache, readPublicMaxAge, type CachedPage } from './page-cache.server';
import { normalizePageUrl } from './page-url.server';
import type { IdentifyClient } from '../client-identity.server';
import type { RateLimiter } from '../../security/rate-limiter.server';

/**
 * Where pages come from: the production build (build/server + build/client), or, for `npm run dev`, Vite in
 * middleware mode (modules, hot reload and the server build loaded through it; server/dev.server.ts).
 */
export type PageSource =
  | { kind: 'build'; build: ServerBuild; /** build/client: hashed assets and public files */ clientDirectory: string }
  | {
      kind: 'vite';
      loadBuild: () => Promise<ServerBuild>;
      /** The processed text of a stylesheet the page inlines (Vite's `?inline`). */
      loadStylesheet: (href: string) => Promise<string>;
      middlewares: ViteMiddlewares;
      hotReloadOrigin: string;
    };

type ViteMiddlewares = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface PagesOptions {
  source: PageSource;
  pageCacheEntries: number;
  /** Renders a client may ask for past the page cache (issue 14, item 5); null limiters mean no limit. */
  renderLimits?: { page: RateLimiter | null; image: RateLimiter | null; identifyClient: IdentifyClient };
  /** Handed to every loader (app/load-context.d.ts), with a script marker drawn for each render. */
  loadContext: Pick<AppLoadContext, 'publicOrigin' | 'ads' | 'kakao' | 'findPublicSession' | 'findResultShare' | 'countTestTakers' | 'drawShareCard'>;
}

/** Unpredictable per render, so nothing stored before the render can carry it (security-headers.server.ts). */
function drawScriptMarker(): string {
  return randomBytes(12).toString('base64url');
}

function originOf(url: string | undefined): string | null {
  return url ? new URL(url).origin : null;
}

/** Serves the React Router app: static assets, then every other GET/HEAD rendered on the server. */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { source } = options;
  if (source.kind === 'vite') return registerDevelopmentPages(app, options, source);
  const handleRequest = createRequestHandler(source.build, 'production');
  const cache = createPageCache(options.pageCacheEntries);
  const inlineStylesheets = createStylesheetInliner(source.clientDirectory);
  // With a Kakao key (issue 16) Korean pages may load Kakao's SDK for the KakaoTalk share.
  const kakaoOrigin = originOf(options.loadContext.kakao?.sdkUrl);
  const sitePolicy: PagePolicy = kakaoOrigin ? { contentSecurityPolicy: { 'script-src': [kakaoOrigin] } } : {};

  await app.register(fastifyStatic, {
    root: source.clientDirectory,
    // Files are listed once at start, so unknown paths fall through to the app (and its 404 page).
    wildcard: false,
    // Its own max-age=0 header would replace ours.
    cacheControl: false,
    // Serves the .br / .gz files written at build time (tooling/precompress-assets.mjs).
    preCompressed: true,
    setHeaders(response, filePath) {
      const cacheControl = filePath.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600';
      response.setHeader('cache-control', cacheControl);
    },
  });

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Rendered from, and cached under, the path and the parameters pages read: `?x=N` opens no new render.
    const pageUrl = normalizePageUrl(request.url);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const cached = cache.get(pageUrl);
    if (cached) return sendPage(reply, cached, encoding, 'hit');
    const refused = await checkRenderLimit(request, pageUrl, options.renderLimits);
    if (refused) return sendTooManyRenders(reply, refused.retryAfterSeconds);

    const scriptMarker = drawScriptMarker();
    const response = await handleRequest(toWebRequest(request, reply, options.loadContext.publicOrigin, pageUrl), { ...options.loadContext, scriptMarker });
    const page = await toCachedPage(response, scriptMarker, originOf(options.loadContext.ads?.scriptUrl), (html) => deferHydration(inlineStylesheets(html)), sitePolicy);
    const maxAge = readPublicMaxAge(response.headers.get('cache-control'));
    if (response.status === 200 && maxAge > 0 && !response.headers.has('set-cookie')) {
      cache.set(pageUrl, { ...page, expiresAt: Date.now() + maxAge * 1000 });
    }
    return sendPage(reply, page, encoding, 'miss');
  };

  // The default share image is drawn by the web app's resource route (app/routes/og-image.tsx).
  app.route({ method: ['GET', 'HEAD'], url: '/api/og-image', handler: renderPage });
  // Unknown API paths answer in JSON, not with the HTML 404 page.
  app.all('/api/*', async (request, reply) => sendApiNotFound(request, reply));
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: renderPage });
}

/** Share cards cost a drawing each (~100 ms of a worker), so they have their own, smaller allowance. */
const isImagePath = (pageUrl: string) => pageUrl.startsWith('/api/og-image') || pageUrl.startsWith('/share-image/');

async function checkRenderLimit(request: FastifyRequest, pageUrl: string, limits: PagesOptions['renderLimits']): Promise<{ retryAfterSeconds: number } | null> {
  const limiter = limits ? (isImagePath(pageUrl) ? limits.image : limits.page) : null;
  if (!limits || !limiter) return null;
  const result = await limiter.take(limits.identifyClient(request).addressHash);
  return result.allowed ? null : result;
}

function sendTooManyRenders(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Too many requests, please try again in a moment.');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, publicOrigin: string, url: string = request.url): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  // The configured origin, not the Host header, so a forged Host cannot leak into canonical links.
  return new Request(new URL(url, publicOrigin), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

async function toCachedPage(
  response: Response,
  scriptMarker: string,
  adOrigin: string | null,
  prepareHtml: (html: string) => string | Promise<string>,
  extraPolicy: PagePolicy = {},
): Promise<Omit<CachedPage, 'expiresAt'>> {
  let body = Buffer.from(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== pagePolicyHeader) headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
  // A page that met a database outage (its loader threw a 503) tells the client when to come back.
  if (response.status === 503 && !response.headers.has('retry-after')) headers.push(['retry-after', String(databaseRetryAfterSeconds)]);
  if (response.headers.get('content-type')?.startsWith('text/html')) {
    // Styles inlined for a first paint without requests (0012); hydration code fetched after it (0015).
    const html = await prepareHtml(body.toString('utf8'));
    body = Buffer.from(html);
    const policy = mergePagePolicies([parsePagePolicy(response.headers.get(pagePolicyHeader)), extraPolicy]);
    headers.push(['content-security-policy', createPageContentSecurityPolicy(html, scriptMarker, adOrigin, policy)]);
    headers.push(['permissions-policy', createPermissionsPolicy(policy)]);
  }
  return { status: response.status, headers, body, encodedBodies: new Map() };
}

function sendPage(reply: FastifyReply, page: Omit<CachedPage, 'expiresAt'>, encoding: ContentEncoding, cacheState: 'hit' | 'miss') {
  reply.code(page.status);
  for (const [name, value] of page.headers) {
    if (name === 'content-length' || name === 'transfer-encoding') continue;
    reply.header(name, value);
  }
  reply.header('x-page-cache', cacheState);
  const contentType = page.headers.find(([name]) => name === 'content-type')?.[1];
  if (!isCompressible(contentType, page.body.length)) return reply.send(page.body);
  // Shared caches must keep the variants apart, the uncompressed one included.
  reply.header('vary', 'accept-encoding');
  if (encoding === 'identity') return reply.send(page.body);
  // A cached page keeps each encoding it was asked for, so it is compressed once per encoding.
  let encoded = page.encodedBodies.get(encoding);
  if (!encoded) {
    encoded = compressBody(page.body, encoding);
    page.encodedBodies.set(encoding, encoded);
  }
  reply.header('content-encoding', encoding);
  return reply.send(encoded);
}

/**
 * `npm run dev`: Vite answers module and asset requests (and hot reload), every other GET is a page rendered
 * from the server build Vite keeps current, with the site stylesheet inlined as Vite processes it now (a style
 * change shows on the next reload). No page cache; the page's CSP also allows the hot-reload socket.
 */
async function registerDevelopmentPages(app: FastifyInstance, options: PagesOptions, source: Extract<PageSource, { kind: 'vite' }>) {
  const handleRequest = createRequestHandler(source.loadBuild, 'development');
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) return;
    const handled = await new Promise<boolean>((resolve) => {
      reply.raw.once('finish', () => resolve(true));
      source.middlewares(request.raw, reply.raw, () => resolve(false));
    });
    if (handled) reply.hijack();
  });
  const inlineStylesheets = async (html: string) => {
    const href = /<style data-inline-href="([^"]+)"><\/style>/.exec(html)?.[1];
    if (!href) return html;
    const css = await source.loadStylesheet(href);
    return html.replace(`<style data-inline-href="${href}"></style>`, () => `<style data-inline-href="${href}">${css}</style>`);
  };
  const hotReload: PagePolicy = { contentSecurityPolicy: { 'connect-src': [source.hotReloadOrigin] } };
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const scriptMarker = drawScriptMarker();
    const response = await handleRequest(toWebRequest(request, reply, options.loadContext.publicOrigin), { ...options.loadContext, scriptMarker });
    return sendPage(reply, await toCachedPage(response, scriptMarker, null, inlineStylesheets, hotReload), 'identity', 'miss');
  };
  app.route({ method: ['GET', 'HEAD'], url: '/api/og-image', handler: renderPage });
  app.all('/api/*', async (request, reply) => sendApiNotFound(request, reply));
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: renderPage });
}
