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

/**
 * Decision 0030: a secret generated beside quiz.sqlite travels with every copy of DATA_DIR (a backup, a
 * volume snapshot), and with it the stored hashes of one day fall to a search over the addresses behind the
 * public two-octet prefix in about 0.1 s. Production should take the secret from the environment (a secret store).
 */
export function warnAboutGeneratedSecret(config: { nodeEnvironment: string; addressHashSecret: string | undefined; dataDirectory: string }): string | null {
  if (config.nodeEnvironment !== 'production' || config.addressHashSecret) return null;
  return (
    `ADDRESS_HASH_SECRET is not set: the address-hash key is generated into ${path.join(config.dataDirectory, secretFileName)}, ` +
    'so a copy of the data folder can reverse stored address hashes. Set ADDRESS_HASH_SECRET (32+ characters) from a secret store in production.'
  );
}
