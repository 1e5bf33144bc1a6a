import { describe, expect, it } from 'vitest';
import { isRouteManifestRequest, normalizePageUrl } from './page-url.server';

describe('normalizePageUrl', () => {
  it('keeps the path and the parameters pages read, in a fixed order, and drops the others', () => {
    expect(normalizePageUrl('/tests')).toBe('/tests');
    expect(normalizePageUrl('/tests?x=1')).toBe('/tests');
    expect(normalizePageUrl('/tests?utm_source=a&fbclid=b')).toBe('/tests');
    expect(normalizePageUrl('/animal-result/dog?sessionId=AAAAAAAAAAAAAAAA&name=Mina&gender=female&x=7')).toBe(
      '/animal-result/dog?name=Mina&gender=female&sessionId=AAAAAAAAAAAAAAAA',
    );
    expect(normalizePageUrl('/animal-result/dog?gender=female&name=Mina')).toBe(normalizePageUrl('/animal-result/dog?name=Mina&gender=female'));
  });

  it('keeps the first of repeated values, as loaders read them, and keeps the encoding round-trip exact', () => {
    expect(normalizePageUrl('/api/og-image?title=A&title=B&lang=ko')).toBe('/api/og-image?title=A&lang=ko');
    const korean = normalizePageUrl(`/api/og-image?title=${encodeURIComponent('에겐 & 테토')}`);
    expect(new URLSearchParams(korean.split('?')[1]).get('title')).toBe('에겐 & 테토');
  });

  it("leaves React Router's own requests as they are: the manifest and loader data", () => {
    const manifest = '/__manifest?p=%2Fen&p=%2Fen%2Ftests&version=abc123';
    expect(normalizePageUrl(manifest)).toBe(manifest);
    expect(normalizePageUrl('/en/tests.data?_routes=routes%2Fcatalogue')).toBe('/en/tests.data?_routes=routes%2Fcatalogue');
  });
});

describe('isRouteManifestRequest', () => {
  it('knows React Router\'s route manifest, and nothing else, by its path', () => {
    expect(isRouteManifestRequest('/__manifest?p=%2Fen&version=abc')).toBe(true);
    expect(isRouteManifestRequest('/__manifest')).toBe(true);
    for (const url of ['/en', '/en.data?_routes=x', '/__manifesto', '/en/__manifest?p=1']) expect(isRouteManifestRequest(url), url).toBe(false);
  });
});
