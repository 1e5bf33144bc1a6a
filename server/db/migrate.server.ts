import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.server';
import { createSessionsAndComments } from './migrations/0001-sessions-and-comments.server';
import { createResultStatistics } from './migrations/0002-result-statistics.server';
import { createResultCounts } from './migrations/0003-result-counts.server';
import { createComparedWith } from './migrations/0004-compared-with.server';
import { createModeration } from './migrations/0005-moderation.server';

/** Migrations live in code so they ship inside the server bundle; names sort in the order they run. */
function listMigrations(database: Database): Record<MigrationName, Migration> {
  return {
    '0001-sessions-and-comments': createSessionsAndComments(database.dialect),
    '0002-result-statistics': createResultStatistics(),
    '0003-result-counts': createResultCounts(database.dialect),
    '0004-compared-with': createComparedWith(),
    '0005-moderation': createModeration(database.dialect),
  };
}

export type MigrationName = '0001-sessions-and-comments' | '0002-result-statistics' | '0003-result-counts' | '0004-compared-with' | '0005-moderation';

/** Runs every migration not run yet, or (`lastMigration`, for tests of a migration) those up to that one. */
export async function migrateToLatest(database: Database, lastMigration?: MigrationName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => listMigrations(database) };
  // Naming the schema keeps the migrator from mistaking another schema's bookkeeping tables for its own.
  const migrator = new Migrator({ db: database.db, provider, migrationTableSchema: database.schema });
  const { error, results } = await (lastMigration ? migrator.migrateTo(lastMigration) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
