import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { gatePoolWaits } from './postgres-pool.server';
import type { DatabaseSchema } from './schema.server';
import { startWalCheckpointer } from './wal-checkpointer.server';

export type DatabaseDialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: DatabaseDialect;
  /** PostgreSQL schema the tables live in; undefined for SQLite. */
  schema?: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { dialect: 'sqlite'; file: string }
  | {
      dialect: 'postgres';
      connectionString: string;
      schema?: string;
      poolSize?: number;
      applicationName?: string;
      /** Tests: other bounds on waiting for a free client. */
      poolWait?: { milliseconds: number; maximumWaiting: number };
    };

/**
 * Bounds between a request and PostgreSQL (decision 0029): a connection that cannot be made in 2 s, or a statement
 * that runs past 5 s, fails instead of holding the request. Waiting for a free client of the pool is not the
 * database failing: it may take longer under a burst, up to 10 s, with at most 1,000 queries waiting per process
 * (postgres-pool.server.ts).
 */
export const postgresTimeouts = {
  connectionMilliseconds: 2000,
  statementMilliseconds: 5000,
  poolWaitMilliseconds: 10_000,
  maximumWaitingQueries: 1000,
} as const;

/** Clients per process unless configured (DATABASE_POOL_SIZE, server/config/env.server.ts says why). */
export const defaultPostgresPoolSize = 8;

export const sqliteFileName = 'quiz.sqlite';

export function openDatabase(options: DatabaseOptions): Database {
  if (options.dialect === 'sqlite') {
    mkdirSync(path.dirname(options.file), { recursive: true });
    const sqlite = new SqliteDatabase(options.file);
    // WAL lets readers run while a write commits; NORMAL sync is durable across process crashes in WAL mode.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('wal_autocheckpoint = 0');
    let closed = false;
    const checkpointer = startWalCheckpointer(options.file, {
      onOverBound() {
        if (closed) return;
        // Synchronous on the writing connection: this process writes nothing until the WAL is copied and emptied.
        const [result] = sqlite.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
        if (result?.busy) console.warn('WAL checkpoint could not complete (busy); retrying at the next check');
      },
      onFailure(reason) {
        // A failure reported while closing must not touch the closed connection (that throw would exit 1).
        if (closed) return;
        console.error(`WAL checkpoint worker failed (${reason}); checkpointing on the main connection again`);
        sqlite.pragma('wal_autocheckpoint = 1000');
      },
    });
    const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: cacheStatements(sqlite) }) });
    return {
      db,
      dialect: 'sqlite',
      async close() {
        closed = true;
        await db.destroy();
        await checkpointer.stop();
      },
    };
  }
  const poolSize = options.poolSize ?? defaultPostgresPoolSize;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: poolSize,
    // Now bounds only connecting: gatePoolWaits keeps queries from waiting inside the pool.
    application_name: options.applicationName ?? 'quizlab',
    connectionTimeoutMillis: postgresTimeouts.connectionMilliseconds,
    statement_timeout: postgresTimeouts.statementMilliseconds,
    query_timeout: postgresTimeouts.statementMilliseconds + 1000,
    // A schema per test run keeps parallel suites apart on one database.
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // PostgreSQL ending a pooled connection (restart, failover, pg_terminate_backend, a lost network) is an 'error'
  // event: on the pool for an idle client, on the client itself while a query holds it. Unheard, either exits the
  // process. The query in flight fails on its own (503); the pool drops the client and opens a new one when needed.
  const reportLostConnection = (error: Error) => console.warn(`PostgreSQL connection lost (${error.message}); the pool reconnects on the next query`);
  pool.on('error', reportLostConnection);
  pool.on('connect', (client) => client.on('error', reportLostConnection));
  const gatedPool = gatePoolWaits(pool, {
    size: poolSize,
    waitMilliseconds: options.poolWait?.milliseconds ?? postgresTimeouts.poolWaitMilliseconds,
    maximumWaiting: options.poolWait?.maximumWaiting ?? postgresTimeouts.maximumWaitingQueries,
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: gatedPool }) });
  return { db, dialect: 'postgres', schema: options.schema ?? 'public', close: () => db.destroy() };
}

export function databaseOptionsFromConfig(config: {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDirectory: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { dialect: 'postgres', connectionString: config.databaseUrl, poolSize: config.databasePoolSize }
    : { dialect: 'sqlite', file: path.join(config.dataDirectory, sqliteFileName) };
}

/**
 * Kysely prepares every query anew; the data-access layer issues a handful of distinct statements, so keeping
 * them prepared saves the parse and plan on every request. better-sqlite3 runs statements synchronously, so one
 * statement object is never used by two queries at once.
 */
function cacheStatements(sqlite: SqliteDatabase.Database, maximumStatements = 200): KyselySqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        // Queries with a variable number of parameters could grow the map without bound; start over past the cap.
        if (statements.size >= maximumStatements) statements.clear();
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
