import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PagePolicy } from '../../shared/contracts/page-policy';

const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** A year, without includeSubDomains: other hosts of the domain are not this site's to decide. */
const strictTransportSecurity = 'max-age=31536000';

/**
 * Headers every response carries; pages set their own CSP (with script hashes) before this runs. HSTS only when
 * the site's public origin is https (decision 0030): over plain http a browser ignores it anyway.
 */
export function installSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (https) reply.header('strict-transport-security', strictTransportSecurity);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (!reply.hasHeader('permissions-policy')) reply.header('permissions-policy', createPermissionsPolicy({}));
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', apiContentSecurityPolicy);
    }
    return payload;
  });
}

/**
 * CSP for a server-rendered page. The hydration scripts React Router inlines are allowed by their hashes, so the
 * policy needs no 'unsafe-inline' for scripts and a cached page keeps a valid policy (a nonce could not be reused).
 * Only the scripts the renderer wrote are hashed (decision 0030): they carry `nonce="{scriptMarker}"`, a value
 * drawn for this render, so a script that reached the HTML any other way (an escaping bug) is not blessed.
 */
export function createPageContentSecurityPolicy(html: string, scriptMarker: string, adOrigin: string | null = null, policy: PagePolicy = {}): string {
  const hashes = new Set<string>();
  const markerAttribute = `nonce="${scriptMarker}"`;
  for (const match of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const content = match[2] ?? '';
    if (content.length > 0 && scriptMarker.length > 0 && attributes.includes(markerAttribute)) {
      hashes.add(`'sha256-${createHash('sha256').update(content).digest('base64')}'`);
    }
  }
  // With ads configured (docs/spec/product-rules.md D7) the network's script, frames, images and beacons are allowed too.
  const ads = adOrigin ? ` ${adOrigin} https:` : '';
  // What the page's routes declared (e.g. 'wasm-unsafe-eval' and a worker for on-device face analysis).
  const added = (directive: keyof NonNullable<PagePolicy['contentSecurityPolicy']>) =>
    (policy.contentSecurityPolicy?.[directive] ?? []).map((source) => ` ${source}`).join('');
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...hashes, ...(adOrigin ? [adOrigin] : [])].join(' ') + added('script-src'),
    ...(policy.contentSecurityPolicy?.['worker-src']?.length ? [`worker-src 'self'${added('worker-src')}`] : []),
    // Style attributes (progress bars, transforms) need inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${ads}${added('img-src')}`,
    "font-src 'self' data:",
    `connect-src 'self'${ads}${added('connect-src')}`,
    ...(adOrigin ? [`frame-src${ads}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const deniedFeatures = ['camera', 'microphone', 'geolocation', 'interest-cohort'] as const;

/** Every feature denied, except those the page's routes asked for, which its own origin may use. */
export function createPermissionsPolicy(policy: PagePolicy): string {
  const allowed: readonly string[] = policy.permissions ?? [];
  return deniedFeatures.map((feature) => `${feature}=${allowed.includes(feature) ? '(self)' : '()'}`).join(', ');
}
