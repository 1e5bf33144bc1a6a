import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { databaseRetryAfterSeconds } from '../../db/database-errors.server';
import { mergePagePolicies, pagePolicyHeader, parsePagePolicy, type PagePolicy } from '../../../shared/contracts/page-policy';
import { createPageContentSecurityPolicy, createPermissionsPolicy } from '../security-headers.server';
import { compressBody, isCompressible, type ContentEncoding } from './compress-page.server';
import type { CachedPage } from './page-cache.server';

export type PageResponse = Omit<CachedPage, 'freshUntil' | 'staleUntil'>;

/** Handed to every loader (app/load-context.d.ts), with a script marker drawn for each render. */
export type PageLoadContext = Pick<AppLoadContext, 'publicOrigin' | 'ads' | 'kakao' | 'findPublicSession' | 'findResultShare' | 'findComparedFriends' | 'countTestTakers' | 'drawShareCard'>;

/** Unpredictable per render, so nothing stored before the render can carry it (security-headers.server.ts). */
export function drawScriptMarker(): string {
  return randomBytes(12).toString('base64url');
}

export function originOf(url: string | undefined): string | null {
  return url ? new URL(url).origin : null;
}

/**
 * The Web request React Router renders from: the configured origin, not the Host header, so a forged Host cannot
 * leak into canonical links. Pages are rendered from their URL alone (no loader reads a header): the render is
 * shared by every visitor of that URL and by the server's own renders ahead of a first visitor.
 */
export function toWebRequest(url: string, publicOrigin: string): Request {
  return new Request(new URL(url, publicOrigin), { method: 'GET' });
}

/** A rendered response, with the site stylesheet inlined, deferred hydration and the page's CSP. */
export async function toPageResponse(
  response: Response,
  scriptMarker: string,
  adOrigin: string | null,
  prepareHtml: (html: string) => string | Promise<string>,
  extraPolicy: PagePolicy = {},
): Promise<PageResponse> {
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

/** Compressed copies being made, so that two requests for one page and encoding compress it once. */
const compressing = new WeakMap<PageResponse, Map<ContentEncoding, Promise<Buffer>>>();

/** The page's body in `encoding`, compressed once (off the event loop) and kept with the page by `keep`. */
function encode(page: PageResponse, encoding: ContentEncoding, keep: (encoded: Buffer) => void): Promise<Buffer> {
  const ready = page.encodedBodies.get(encoding);
  if (ready) return Promise.resolve(ready);
  let pending = compressing.get(page);
  if (!pending) compressing.set(page, (pending = new Map()));
  let encoded = pending.get(encoding);
  if (!encoded) {
    encoded = compressBody(page.body, encoding).then((body) => {
      keep(body);
      pending.delete(encoding);
      return body;
    });
    pending.set(encoding, encoded);
  }
  return encoded;
}

export async function sendPage(
  reply: FastifyReply,
  page: PageResponse,
  encoding: ContentEncoding,
  cacheState: string,
  keepEncoding: (encoding: ContentEncoding, body: Buffer) => void = (name, body) => page.encodedBodies.set(name, body),
) {
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
  const encoded = await encode(page, encoding, (body) => keepEncoding(encoding, body));
  reply.header('content-encoding', encoding);
  return reply.send(encoded);
}
