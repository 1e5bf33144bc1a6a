/**
 * `npm run dev`: the same Fastify app as production, with Vite in middleware mode inside it: the web app hot
 * reloads in the browser, and `tsx watch` restarts this process when server code changes. SQLite by default,
 * PostgreSQL with DATABASE_URL, as in production.
 */
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { startSite } from './start-site.server';

await startSite({
  label: 'dev server with hot reload',
  async createPageSource(config) {
    const signalListeners = new Set(process.listeners('SIGTERM'));
    const vite = await createServer({ server: { middlewareMode: true, hmr: { port: config.hotReloadPort } }, appType: 'custom' });
    // Vite adds a SIGTERM handler that closes it and exits at once (code 143), cutting the graceful shutdown short;
    // the app's own shutdown closes Vite (the source's close).
    for (const listener of process.listeners('SIGTERM')) if (!signalListeners.has(listener)) process.off('SIGTERM', listener);
    return {
      source: {
        kind: 'vite',
        loadBuild: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
        loadStylesheet: async (href) => ((await vite.ssrLoadModule(`${href}?inline`)) as { default: string }).default,
        middlewares: vite.middlewares,
        hotReloadOrigin: `ws://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.hotReloadPort}`,
      },
      close: () => vite.close(),
    };
  },
  shareCardWorker: { workerFile: fileURLToPath(new URL('./share-cards/share-card-worker.server.ts', import.meta.url)), execArgv: ['--import', 'tsx'] },
  photoWorker: { workerFile: fileURLToPath(new URL('./photo/photo-analysis-worker.server.ts', import.meta.url)), execArgv: ['--import', 'tsx'] },
});
