import { createHash, timingSafeEqual } from 'node:crypto';
import { createRandomPool } from './random-pool.server';

const takeRandomBytes = createRandomPool();

/** 256 random bits; only the hash is stored (docs/spec/product-rules.md D3). */
export function createOwnerToken(): { token: string; tokenHash: string } {
  const token = takeRandomBytes(32).toString('base64url');
  return { token, tokenHash: hashOwnerToken(token) };
}

// A plain SHA-256 suffices: the token has full entropy, so there is nothing to brute-force.
export function hashOwnerToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function ownerTokenMatches(token: string, storedHash: string): boolean {
  const presented = Buffer.from(hashOwnerToken(token));
  const stored = Buffer.from(storedHash);
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

/** 96 random bits, 16 URL-safe characters: the public id of a result. */
export function createPublicId(): string {
  return takeRandomBytes(12).toString('base64url');
}
