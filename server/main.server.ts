import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { quizRegistry } from '../domain/quizzes/quiz-registry';
import { buildApp } from './app.server';
import { loadAddressHashSecret } from './config/address-hash-secret.server';
import { ConfigurationError, parseEnvironment } from './config/env.server';
import { databaseOptionsFromConfig, openDatabase } from './db/database.server';
import { migrateToLatest } from './db/migrate.server';
import { installGracefulShutdown } from './graceful-shutdown.server';
import { createShareCardDrawer } from './share-cards/share-card-drawer.server';

/** The built server lives in build/node; the React Router build beside it in build/server and build/client. */
const buildDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function startServer(): Promise<void> {
  const config = parseEnvironment(process.env);
  const database = openDatabase(databaseOptionsFromConfig(config));
  const applied = await migrateToLatest(database);
  const build = (await import(pathToFileURL(path.join(buildDirectory, 'server/index.js')).href)) as ServerBuild;

  // The worker is built beside this file (vite.server.config.ts).
  const shareCards = createShareCardDrawer({ workerFile: path.join(buildDirectory, 'node', 'share-card-worker.js') });
  const app = await buildApp({
    config,
    database,
    addressHashSecret: loadAddressHashSecret(config.addressHashSecret, config.dataDirectory),
    quizRegistry,
    pages: { source: { kind: 'build', build, clientDirectory: path.join(buildDirectory, 'client') }, drawShareCard: shareCards.draw },
  });
  app.addHook('onClose', () => database.close());
  app.addHook('onClose', () => shareCards.close());
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: database.dialect, publicOrigin: config.publicOrigin },
    `quiz site ready on port ${config.port}`,
  );
}

startServer().catch((error: unknown) => {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
});
