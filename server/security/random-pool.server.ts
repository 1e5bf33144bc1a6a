import { randomFillSync } from 'node:crypto';

/**
 * Random bytes from the system CSPRNG, fetched 4 KiB at a time: one getrandom call serves ~90 ids and tokens
 * instead of two calls per submission. Bytes are handed out once and never reused.
 */
export function createRandomPool(poolSize = 4096) {
  const pool = Buffer.alloc(poolSize);
  let offset = poolSize;
  return function takeRandomBytes(length: number): Buffer {
    if (length > poolSize) return randomFillSync(Buffer.alloc(length));
    if (offset + length > poolSize) {
      randomFillSync(pool);
      offset = 0;
    }
    const bytes = Buffer.from(pool.subarray(offset, offset + length));
    pool.fill(0, offset, offset + length);
    offset += length;
    return bytes;
  };
}
