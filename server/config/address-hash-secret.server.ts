import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const secretFileName = 'address-hash-secret';

/**
 * The key for hashing client addresses: from the environment, or generated once and kept in the data folder
 * so hashes stay comparable across restarts. Several processes must share it (set ADDRESS_HASH_SECRET).
 */
export function loadAddressHashSecret(configured: string | undefined, dataDirectory: string): string {
  if (configured) return configured;
  const file = path.join(dataDirectory, secretFileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDirectory, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx' fails if another process created the file first; then its secret wins.
  try {
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
