import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries; pages set their own CSP (with script hashes) before this runs. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', apiContentSecurityPolicy);
    }
    return payload;
  });
}

/**
 * CSP for a server-rendered page. The hydration scripts React Router inlines are allowed by their hashes, so the
 * policy needs no 'unsafe-inline' for scripts and a cached page keeps a valid policy (a nonce could not be reused).
 */
export function createPageContentSecurityPolicy(html: string, adOrigin: string | null = null): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const content = match[1] ?? '';
    if (content.length > 0) hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
  }
  // With ads configured (decisions.md D7) the network's script, frames, images and beacons are allowed too.
  const ads = adOrigin ? ` ${adOrigin} https:` : '';
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...(adOrigin ? [adOrigin] : [])].join(' '),
    // Style attributes (progress bars, transforms) need inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${ads}`,
    "font-src 'self' data:",
    `connect-src 'self'${ads}`,
    ...(adOrigin ? [`frame-src${ads}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
