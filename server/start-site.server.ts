import { quizRegistry } from '../domain/quizzes/quiz-registry';
import { buildApp } from './app.server';
import { loadAddressHashSecret } from './config/address-hash-secret.server';
import { parseEnvironment, type ServerConfig } from './config/env.server';
import { databaseOptionsFromConfig, openDatabase } from './db/database.server';
import { migrateToLatest } from './db/migrate.server';
import type { PageSource } from './http/pages/react-router-pages.server';
import { installGracefulShutdown } from './graceful-shutdown.server';
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
  const applied = await migrateToLatest(database);
  const pages = await createPageSource(config);
  const shareCards = createShareCardDrawer(shareCardWorker);
  const photos = createWorkerPool<Uint8Array, { reading: PhotoReading }>(photoWorker);
  const app = await buildApp({
    config,
    database,
    addressHashSecret: loadAddressHashSecret(config.addressHashSecret, config.dataDirectory),
    quizRegistry,
    pages: { source: pages.source, drawShareCard: shareCards.draw },
    readPhoto: async (bytes) => (await photos.run(bytes)).reading,
  });
  app.addHook('onClose', () => Promise.all([pages.close?.(), shareCards.close(), photos.close(), database.close()]).then(() => undefined));
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  installGracefulShutdown(app, { timeoutMs: config.shutdownTimeoutMs });
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.dialect, publicOrigin: config.publicOrigin }, `${label} ready on port ${config.port}`);
}
