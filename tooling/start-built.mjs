// `npm start`: serves the production build, building it first only when it is missing or older than a source it
// is made from (and saying which), so a restart of a current build starts in a second instead of a minute.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const builtEntry = 'build/node/main.js';
/** What `npm run build` reads: the app, the server and what they share, their configuration and dependencies. */
const sources = ['app', 'domain', 'server', 'shared', 'public', 'package-lock.json', 'vite.config.ts', 'vite.server.config.ts', 'react-router.config.ts', 'tsconfig.json'];

function newestFile(entry) {
  if (!existsSync(entry)) return null;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  let newest = null;
  for (const child of readdirSync(entry)) {
    // Tests and generated route types do not go into the build.
    if (child === '+types' || /\.test\.tsx?$/.test(child)) continue;
    const found = newestFile(path.join(entry, child));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** Why the build must be made again, or null when it is current. */
export function findStaleReason() {
  if (!existsSync(builtEntry)) return `${builtEntry} does not exist`;
  const builtAt = statSync(builtEntry).mtimeMs;
  for (const source of sources) {
    const newest = newestFile(source);
    if (newest && newest.mtimeMs > builtAt) return `${newest.file} changed after the last build`;
  }
  return null;
}

const reason = findStaleReason();
if (reason) {
  console.log(`Building first: ${reason}.`);
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The build is current; serving it.');
}
// main.js sets NODE_ENV=production itself; set here too for anything the process starts.
const server = spawn(process.execPath, [builtEntry], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
// A supervisor stops `npm start`: the server gets the signal and shuts down gracefully.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
