import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts: brotli, then gzip; q=0 excludes one. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
    if (name) accepted.set(name, quality === undefined ? 1 : Number(quality));
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return 'identity';
}

/**
 * Brotli at a middle level: pages are compressed at request time (then cached), so speed matters. On libuv's
 * thread pool, not the event loop: a 90 KB page takes milliseconds that other requests need.
 */
export async function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'br') return brotliCompressAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return body;
}

export function isCompressible(contentType: string | undefined, size: number): boolean {
  return size >= 1024 && /^(text\/|application\/(json|javascript))/.test(contentType ?? '');
}
