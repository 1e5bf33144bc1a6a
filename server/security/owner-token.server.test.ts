import { describe, expect, it } from 'vitest';
import { createOwnerToken, createPublicId, ownerTokenMatches } from './owner-token.server';

describe('owner tokens', () => {
  it('carry 256 bits and match only their own hash', () => {
    const first = createOwnerToken();
    const second = createOwnerToken();
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.tokenHash).not.toContain(first.token);
    expect(ownerTokenMatches(first.token, first.tokenHash)).toBe(true);
    expect(ownerTokenMatches(second.token, first.tokenHash)).toBe(false);
    expect(ownerTokenMatches('', first.tokenHash)).toBe(false);
  });
});

describe('createPublicId', () => {
  it('makes 16 URL-safe characters that do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, createPublicId));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });
});
