import { quizRegistry } from '../domain/quizzes/quiz-registry';
import { buildApp } from './app.server';
import { loadAddressHashSecret, warnAboutGeneratedSecret } from './config/address-hash-secret.server';
import { parseEnvironment, type ServerConfig } from './config/env.server';
import { databaseOptionsFromConfig, openDatabase } from './db/database.server';
import { prepareDatabase } from './db/database-readiness.server';
import type { PageSource } from './http/pages/react-router-pages.server';
import { installGracefulShutdown } from './graceful-shutdown.server';
import { describeReactBuild } from './react-build.server';
import type { PhotoReading } from './photo/photo-analysis-worker.server';
import { createShareCardDrawer } from './share-cards/share-card-drawer.server';
import { createWorkerPool, type WorkerPoolOptions } from './worker-pool.server';

export interface SiteOptions {
  /** Where pages come from (the build, or Vite under `npm run dev`), made once the configuration is read. */
  createPageSource(config: ServerConfig): Promise<{ source: PageSource; close?: () => Promise<void> }>;
  shareCardWorker: WorkerPoolOptions;
  photoWorker: WorkerPoolOptions;
  /** How the ready line names this server. */
  label: string;
}

/** The one start sequence of `npm start` and `npm run dev`: configuration, database, app, shutdown, listen. */
export async function startSite({ createPageSource, shareCardWorker, photoWorker, label }: SiteOptions): Promise<void> {
  const config = parseEnvironment(process.env);
  const database = openDatabase(databaseOptionsFromConfig(config));
  // Listening does not wait for the database (decision 0029): pages without data serve, /readyz says not ready.
  const readiness = prepareDatabase(database, {
    onRetry: (error, delayMs) =>
      console.warn(`database not reachable yet (${describeError(error)}); retrying in ${delayMs} ms`),
  });
  const pages = await createPageSource(config);
  const shareCards = createShareCardDrawer(shareCardWorker);
  // A photo takes a worker about a second (the probe's 60 queued photos answered after 50 s): eight may wait,
  // more are answered 503 at once, and one still unanswered after 20 s is abandoned (503) rather than held.
  const photos = createWorkerPool<Uint8Array, { reading: PhotoReading }>({ maxQueue: 8, taskTimeoutMs: 20_000, ...photoWorker });
  const app = await buildApp({
    config,
    database,
    readiness,
    addressHashSecret: loadAddressHashSecret(config.addressHashSecret, config.dataDirectory),
    quizRegistry,
    pages: { source: pages.source, drawShareCard: shareCards.draw },
    readPhoto: async (bytes, signal) => (await photos.run(bytes, signal)).reading,
  });
  app.addHook('onClose', () => {
    readiness.stop();
    return Promise.all([pages.close?.(), shareCards.close(), photos.close(), database.close()]).then(() => undefined);
  });
  readiness.migrated.then(
    (applied) => app.log.info({ migrations: applied, database: database.dialect }, 'database ready'),
    // A migration that fails for a reason waiting cannot fix is a bug or a wrong configuration: stop loudly.
    (error: unknown) => {
      app.log.fatal({ err: error }, 'database migration failed');
      process.exit(1);
    },
  );

  const secretWarning = warnAboutGeneratedSecret(config);
  if (secretWarning) app.log.warn(secretWarning);
  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.dialect, publicOrigin: config.publicOrigin, react: describeReactBuild() }, `${label} ready on port ${config.port}`);
}

function describeError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}
