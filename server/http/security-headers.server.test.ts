import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mergePagePolicies, parsePagePolicy, type PagePolicy } from '../../shared/contracts/page-policy';
import { createPageContentSecurityPolicy, createPermissionsPolicy } from './security-headers.server';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('createPageContentSecurityPolicy', () => {
  it('allows exactly the inline scripts of the page by hash, and no external script', () => {
    const html =
      '<html><head><script>window.a=1</script><script src="/assets/x.js"></script></head>' +
      '<body><script type="module">import "/assets/y.js";</script><p>&lt;script&gt;</p></body></html>';
    const policy = createPageContentSecurityPolicy(html);
    const scriptSource = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    expect(scriptSource).toBe(`script-src 'self' ${sha256('window.a=1')} ${sha256('import "/assets/y.js";')}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(policy).not.toContain('googlesyndication');
  });

  it('adds the ad network only when ads are configured', () => {
    const policy = createPageContentSecurityPolicy('<p></p>', 'https://pagead2.googlesyndication.com');
    expect(policy).toContain("script-src 'self' https://pagead2.googlesyndication.com");
    expect(policy).toMatch(/frame-src https:\/\/pagead2\.googlesyndication\.com https:/);
  });
});

describe('per-page policies (shared/contracts/page-policy)', () => {
  const wasmPage: PagePolicy = { contentSecurityPolicy: { 'script-src': ["'wasm-unsafe-eval'"], 'worker-src': ['blob:'] }, permissions: ['camera'] };
  const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('adds what a page declared to its own policy only', () => {
    const page = createPageContentSecurityPolicy('<p></p>', null, wasmPage);
    expect(directive(page, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive(page, 'worker-src')).toBe("worker-src 'self' blob:");
    const other = createPageContentSecurityPolicy('<p></p>');
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
