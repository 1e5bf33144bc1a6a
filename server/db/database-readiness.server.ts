import { sql } from 'kysely';
import type { Database } from './database.server';
import { isDatabaseUnavailable } from './database-errors.server';
import { migrateToLatest } from './migrate.server';

/** Thrown for a query asked before the database is migrated; answered like any outage (503 + Retry-After). */
export class DatabaseNotReadyError extends Error {
  readonly code = 'DATABASE_NOT_READY';
  constructor() {
    super('The database is not ready yet');
    this.name = 'DatabaseNotReadyError';
  }
}

export interface DatabaseReadiness {
  /** Migrations have run, so queries may be sent (whether the database answers now is `probe`'s question). */
  isReady(): boolean;
  /** Throws DatabaseNotReadyError until the database is migrated. */
  requireReady(): void;
  /** Settles once migrated; rejects if migrating failed for a reason waiting cannot fix. */
  readonly migrated: Promise<string[]>;
  /** Ready, and the database answers a trivial query now (within the connection timeout). */
  probe(): Promise<boolean>;
  stop(): void;
}

export interface PrepareOptions {
  migrate?: (database: Database) => Promise<string[]>;
  /** Waits between attempts; the last one repeats. */
  retryDelaysMs?: readonly number[];
  onRetry?: (error: unknown, delayMs: number) => void;
}

/**
 * Migrates in the background, retrying while the database cannot answer (decision 0029): the server starts
 * and serves the pages that need no data while PostgreSQL is down, reports not ready, and catches up by itself.
 * An error that waiting cannot fix (a failing migration, a wrong password) rejects `migrated`.
 */
export function prepareDatabase(database: Database, options: PrepareOptions = {}): DatabaseReadiness {
  const { migrate = migrateToLatest, retryDelaysMs = [250, 500, 1000, 2000, 5000], onRetry } = options;
  let ready = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const migrated = new Promise<string[]>((resolve, reject) => {
    const attempt = (attemptIndex: number) => {
      if (stopped) return;
      migrate(database).then(
        (applied) => {
          ready = true;
          resolve(applied);
        },
        (error: unknown) => {
          if (stopped) return;
          if (!isDatabaseUnavailable(error)) return reject(error instanceof Error ? error : new Error(String(error)));
          const delayMs = retryDelaysMs[Math.min(attemptIndex, retryDelaysMs.length - 1)] ?? 1000;
          onRetry?.(error, delayMs);
          timer = setTimeout(() => attempt(attemptIndex + 1), delayMs);
        },
      );
    };
    attempt(0);
  });
  // Callers that only poll isReady() must not turn a fatal migration error into an unhandled rejection.
  migrated.catch(() => undefined);

  return {
    isReady: () => ready,
    requireReady() {
      if (!ready) throw new DatabaseNotReadyError();
    },
    migrated,
    probe: async () => ready && (await answersNow(database)),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** A database migrated before the app was built (tests, tools): always ready. */
export function alreadyMigrated(database: Database): DatabaseReadiness {
  return {
    isReady: () => true,
    requireReady: () => undefined,
    migrated: Promise.resolve([]),
    probe: () => answersNow(database),
    stop: () => undefined,
  };
}

async function answersNow(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
