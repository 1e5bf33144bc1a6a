// npm install leaves out of package-lock.json the optional, other-platform binaries (e.g. @tailwindcss/oxide-
// android-arm64) that this workplace's registry mirror does not serve; npm ci then refuses the lock file as out
// of sync. This adds an entry for each such optional dependency, marked optional, so npm ci accepts the lock and
// skips them on install as it skips any optional package it cannot fetch. Run after changing dependencies:
//   npm install && node tooling/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) {
      throw new Error(`${location} wants ${name}@${spec}: not an exact version, cannot complete the lock file`);
    }
    packages[`node_modules/${name}`] = { version: spec, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional entries`);
