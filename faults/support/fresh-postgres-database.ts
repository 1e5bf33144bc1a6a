import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testPostgresUrl } from '../../server/db/testing/test-database.server';

async function runAsAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for a server process under test: its migrations run in `public`, as in production, and
 * nothing of another test run is in the way. `drop` ends any connection a killed process left behind.
 */
export async function createFreshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `faults_${randomBytes(5).toString('hex')}`;
  await runAsAdmin(`create database ${name}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAsAdmin(`drop database if exists ${name} with (force)`) };
}
