import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseDialect } from '../database.server';
import { migrateToLatest, type MigrationName } from '../migrate.server';

export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and removes the file or schema. */
  drop(): Promise<void>;
}

/** The dialect a test worker runs against, chosen by the vitest project (api-sqlite / api-postgres). */
export function dialectUnderTest(): DatabaseDialect {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * Whether the dialect can be tested here. Locally a missing PostgreSQL skips with a loud notice;
 * with CI=true it is a failure, so CI never passes without having run the PostgreSQL suite.
 */
export async function checkTestDatabaseAvailable(dialect: DatabaseDialect): Promise<boolean> {
  if (dialect === 'sqlite') return true;
  const client = new pg.Client({ connectionString: testPostgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    if (process.env.CI === 'true') {
      throw new Error(`PostgreSQL is required with CI=true but ${testPostgresUrl} failed: ${String(error)}`, {
        cause: error,
      });
    }
    console.warn(
      `\n!!! SKIPPING the PostgreSQL API suite: no server at ${testPostgresUrl} (${String(error)}).\n` +
        '!!! Start PostgreSQL or set TEST_DATABASE_URL; CI=true makes this a failure.\n',
    );
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A fresh, migrated database for one test file: its own SQLite file or its own PostgreSQL schema. `lastMigration`
 * stops after that migration, for tests of the ones after it.
 */
export async function createTestDatabase(dialect: DatabaseDialect = dialectUnderTest(), lastMigration?: MigrationName): Promise<TestDatabase> {
  if (dialect === 'sqlite') {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'quiz-test-'));
    const database = openDatabase({ dialect: 'sqlite', file: path.join(directory, 'test.sqlite') });
    await migrateToLatest(database, lastMigration);
    return {
      database,
      async drop() {
        await database.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase({ dialect: 'postgres', connectionString: testPostgresUrl, schema, poolSize: 4 });
  await migrateToLatest(database, lastMigration);
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testPostgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
