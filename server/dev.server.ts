/**
 * `npm run dev`: the same Fastify app as production, with Vite in middleware mode inside it: the web app hot
 * reloads in the browser, and `tsx watch` restarts this process when server code changes. SQLite by default,
 * PostgreSQL with DATABASE_URL, as in production.
 */
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { quizRegistry } from '../domain/quizzes/quiz-registry';
import { buildApp } from './app.server';
import { loadAddressHashSecret } from './config/address-hash-secret.server';
import { parseEnvironment } from './config/env.server';
import { databaseOptionsFromConfig, openDatabase } from './db/database.server';
import { migrateToLatest } from './db/migrate.server';
import { installGracefulShutdown } from './graceful-shutdown.server';
import { createShareCardDrawer } from './share-cards/share-card-drawer.server';

const config = parseEnvironment(process.env);
const { hotReloadPort } = config;
const database = openDatabase(databaseOptionsFromConfig(config));
await migrateToLatest(database);
const signalListeners = new Set(process.listeners('SIGTERM'));
const vite = await createServer({ server: { middlewareMode: true, hmr: { port: hotReloadPort } }, appType: 'custom' });
// Vite adds a SIGTERM handler that closes it and exits at once (code 143), cutting the graceful shutdown short;
// the app's own shutdown closes Vite (onClose below).
for (const listener of process.listeners('SIGTERM')) if (!signalListeners.has(listener)) process.off('SIGTERM', listener);
const shareCards = createShareCardDrawer({
  workerFile: fileURLToPath(new URL('./share-cards/share-card-worker.server.ts', import.meta.url)),
  execArgv: ['--import', 'tsx'],
});
const app = await buildApp({
  config,
  database,
  addressHashSecret: loadAddressHashSecret(config.addressHashSecret, config.dataDirectory),
  quizRegistry,
  pages: {
    source: {
      kind: 'vite',
      loadBuild: async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild,
      loadStylesheet: async (href) => ((await vite.ssrLoadModule(`${href}?inline`)) as { default: string }).default,
      middlewares: vite.middlewares,
      hotReloadOrigin: `ws://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${hotReloadPort}`,
    },
    drawShareCard: shareCards.draw,
  },
});
app.addHook('onClose', () => Promise.all([vite.close(), shareCards.close(), database.close()]).then(() => undefined));
installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
await app.listen({ host: config.host, port: config.port });
app.log.info(`dev server with hot reload on http://${config.host}:${config.port} (${database.dialect})`);
