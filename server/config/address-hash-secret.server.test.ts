import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAddressHashSecret, warnAboutGeneratedSecret } from './address-hash-secret.server';

const directories: string[] = [];
function temporaryDirectory(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  directories.push(directory);
  return directory;
}
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('loadAddressHashSecret', () => {
  it('uses the configured secret as it is', () => {
    expect(loadAddressHashSecret('x'.repeat(32), temporaryDirectory())).toBe('x'.repeat(32));
  });

  it('generates a secret once, keeps it private, and returns the same one afterwards', () => {
    const directory = path.join(temporaryDirectory(), 'nested');
    const first = loadAddressHashSecret(undefined, directory);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(loadAddressHashSecret(undefined, directory)).toBe(first);
    expect(statSync(path.join(directory, 'address-hash-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('warnAboutGeneratedSecret', () => {
  it('warns in production when the secret would be generated into the data folder', () => {
    const warning = warnAboutGeneratedSecret({ nodeEnvironment: 'production', addressHashSecret: undefined, dataDirectory: '/srv/quiz/data' });
    expect(warning).toContain('/srv/quiz/data/address-hash-secret');
    expect(warning).toContain('ADDRESS_HASH_SECRET');
  });

  it('stays quiet with a configured secret, and in development and tests', () => {
    expect(warnAboutGeneratedSecret({ nodeEnvironment: 'production', addressHashSecret: 'x'.repeat(32), dataDirectory: '/d' })).toBeNull();
    expect(warnAboutGeneratedSecret({ nodeEnvironment: 'development', addressHashSecret: undefined, dataDirectory: '/d' })).toBeNull();
  });
});
