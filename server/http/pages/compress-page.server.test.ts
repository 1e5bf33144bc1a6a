import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressBody, isCompressible } from './compress-page.server';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('%s -> %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('compressBody', () => {
  it('round-trips and shrinks HTML', async () => {
    const html = Buffer.from('<p>퀴즈랩</p>'.repeat(500));
    const brotli = await compressBody(html, 'br');
    const gzip = await compressBody(html, 'gzip');
    expect(brotliDecompressSync(brotli).equals(html)).toBe(true);
    expect(gunzipSync(gzip).equals(html)).toBe(true);
    expect(brotli.length).toBeLessThan(html.length / 10);
  });

  it('compresses only text of some size', () => {
    expect(isCompressible('text/html; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('text/x-script', 5000)).toBe(true);
    expect(isCompressible('image/png', 5000)).toBe(false);
    expect(isCompressible('text/html', 100)).toBe(false);
  });
});
