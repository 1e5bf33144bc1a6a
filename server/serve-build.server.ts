import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigurationError } from './config/env.server';
import { startSite } from './start-site.server';

/** The built server lives in build/node; the React Router build beside it in build/server and build/client. */
const buildDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

startSite({
  label: 'quiz site',
  async createPageSource() {
    const build = (await import(pathToFileURL(path.join(buildDirectory, 'server/index.js')).href)) as ServerBuild;
    return { source: { kind: 'build', build, clientDirectory: path.join(buildDirectory, 'client') } };
  },
  // The worker is built beside this file (vite.server.config.ts).
  shareCardWorker: { workerFile: path.join(buildDirectory, 'node', 'share-card-worker.js') },
  photoWorker: { workerFile: path.join(buildDirectory, 'node', 'photo-analysis-worker.js') },
}).catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
