import type { PostgresPool } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './database-errors.server';

export interface PoolWaitLimits {
  /** Clients the pool holds; also how many queries run at once. */
  size: number;
  /** How long a query may wait for a free client before it gives up. */
  waitMilliseconds: number;
  /** How many queries may wait at once; one more gives up at once. */
  maximumWaiting: number;
}

/** Every client was busy for longer than the wait allows, or too many queries were already waiting. */
export class DatabaseBusyError extends Error {
  readonly code = 'DATABASE_BUSY';
}

interface Waiter {
  admit(): void;
  refuse(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * node-postgres applies its `connectionTimeoutMillis` both to connecting and to waiting for a free client, so a
 * burst of queries longer than the pool's throughput for 2 s answered 503 "database unavailable" while the database
 * was fine (docs/decisions/0029-database-faults.md). This gate keeps the wait for a free client in front
 * of the pool, with its own, longer bound and a queue limit; the pool then only ever connects (bounded by the short
 * connect timeout) or hands out an idle client. A query enters the pool only with one of `size` places, and leaves
 * its place when its client goes back (the pool's 'release' event).
 */
export function gatePoolWaits(pool: pg.Pool, limits: PoolWaitLimits): PostgresPool {
  const waiting: Waiter[] = [];
  let taken = 0;

  function freePlace(): void {
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.admit();
    } else {
      taken -= 1;
    }
  }

  /** A connect that failed because the database cannot answer would fail the same way for every waiter. */
  function refuseWaiting(error: Error): void {
    for (const waiter of waiting.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.refuse(error);
    }
  }

  function takePlace(): Promise<void> {
    if (taken < limits.size) {
      taken += 1;
      return Promise.resolve();
    }
    if (waiting.length >= limits.maximumWaiting) {
      return Promise.reject(new DatabaseBusyError(`${waiting.length} queries already wait for a database client`));
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The place passes from the query that freed it to this one: `taken` does not change.
        admit: resolve,
        refuse: reject,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new DatabaseBusyError(`no database client was free within ${limits.waitMilliseconds} ms`));
        }, limits.waitMilliseconds),
      };
      waiting.push(waiter);
    });
  }

  pool.on('release', freePlace);

  return {
    async connect() {
      await takePlace();
      try {
        return await pool.connect();
      } catch (error) {
        freePlace();
        if (error instanceof Error && isDatabaseUnavailable(error)) refuseWaiting(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
}
