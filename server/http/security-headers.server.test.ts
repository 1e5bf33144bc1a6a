import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mergePagePolicies, parsePagePolicy, type PagePolicy } from '../../shared/contracts/page-policy';
import Fastify from 'fastify';
import { createPageContentSecurityPolicy, createPermissionsPolicy, installSecurityHeaders } from './security-headers.server';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('createPageContentSecurityPolicy', () => {
  it('allows exactly the inline scripts the renderer wrote by hash, and no external script', () => {
    const html =
      '<html><head><script nonce="m4rk">window.a=1</script><script src="/assets/x.js"></script></head>' +
      '<body><script nonce="m4rk" type="module">import "/assets/y.js";</script><p>&lt;script&gt;</p></body></html>';
    const policy = createPageContentSecurityPolicy(html, 'm4rk');
    const scriptSource = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSource).toBe(`script-src 'self' ${sha256('window.a=1')} ${sha256('import "/assets/y.js";')}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(policy).not.toContain('googlesyndication');
  });

  // Decision 0030: before, every inline script found in the final HTML was hashed.
  it('does not bless an inline script the renderer did not write, whatever nonce it claims', () => {
    const html = '<script nonce="m4rk">window.a=1</script><p>x</p><script>alert(1)</script><script nonce="guess">alert(2)</script>';
    const scriptSource = createPageContentSecurityPolicy(html, 'm4rk').split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSource).toBe(`script-src 'self' ${sha256('window.a=1')}`);
    expect(createPageContentSecurityPolicy(html, '')).toContain("script-src 'self'; ");
  });

  it('adds the ad network only when ads are configured', () => {
    const policy = createPageContentSecurityPolicy('<p></p>', 'm4rk', 'https://pagead2.googlesyndication.com');
    expect(policy).toContain("script-src 'self' https://pagead2.googlesyndication.com");
    expect(policy).toMatch(/frame-src https:\/\/pagead2\.googlesyndication\.com https:/);
  });
});

describe('per-page policies (shared/contracts/page-policy)', () => {
  const wasmPage: PagePolicy = { contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"], 'worker-src': ['blob:'] }, permissions: ['camera'] };
  const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('adds what a page declared to its own policy only', () => {
    const page = createPageContentSecurityPolicy('<p></p>', 'm4rk', null, wasmPage);
    expect(directive(page, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive(page, 'worker-src')).toBe("worker-src 'self' blob:");
    const other = createPageContentSecurityPolicy('<p></p>', 'm4rk');
    expect(other).not.toContain('wasm-unsafe-eval');
    expect(directive(other, 'worker-src')).toBeUndefined();
  });

  it('denies the camera everywhere but on a page that asked for it', () => {
    expect(createPermissionsPolicy({})).toBe('camera=(), microphone=(), geolocation=(), interest-cohort=()');
    expect(createPermissionsPolicy(wasmPage)).toBe('camera=(self), microphone=(), geolocation=(), interest-cohort=()');
  });

  it('merges a layout and its page, and reads back only known directives, features and plain sources', () => {
    const merged = mergePagePolicies([wasmPage, undefined, { contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"], 'img-src': ['blob:'] } }]);
    expect(merged).toEqual({ contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"], 'worker-src': ['blob:'], 'img-src': ['blob:'] }, permissions: ['camera'] });
    expect(parsePagePolicy(JSON.stringify(merged))).toEqual(merged);
    const widened = parsePagePolicy(JSON.stringify({ contentSecurityPolicy: { 'script-src': ["'unsafe-inline'", "'unsafe-eval'", '*'], 'style-src': ['x'] }, permissions: ['usb', 'camera'] }));
    expect(widened).toEqual({ contentSecurityPolicy: { 'script-src': [] }, permissions: ['camera'] });
    expect(parsePagePolicy('not json')).toEqual({});
    expect(parsePagePolicy(null)).toEqual({});
  });
});

// Decision 0030: HSTS only where the public origin is https.
describe('installSecurityHeaders: HSTS', () => {
  async function headersWith(https: boolean) {
    const app = Fastify({ logger: false });
    installSecurityHeaders(app, { https });
    app.get('/', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return response.headers;
  }

  it('sends Strict-Transport-Security when the public origin is https, and not over plain http', async () => {
    expect((await headersWith(true))['strict-transport-security']).toBe('max-age=31536000');
    expect((await headersWith(false))['strict-transport-security']).toBeUndefined();
  });
});
