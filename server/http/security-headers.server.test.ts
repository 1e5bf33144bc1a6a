import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPageContentSecurityPolicy } from './security-headers.server';

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
