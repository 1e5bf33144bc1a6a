import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.server';
import { DatabaseNotReadyError, prepareDatabase, type DatabaseReadiness } from './database-readiness.server';
import { openDatabase, type Database } from './database.server';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('prepareDatabase: migrating in the background while the database is down', () => {
  let directory: string;
  let database: Database;
  let readiness: DatabaseReadiness | undefined;

  const openTemporary = () => {
    directory = mkdtempSync(path.join(os.tmpdir(), 'readiness-'));
    database = openDatabase({ dialect: 'sqlite', file: path.join(directory, 'test.sqlite') });
  };
  afterEach(async () => {
    readiness?.stop();
    await database?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('retries while the database refuses, is not ready meanwhile, then becomes ready by itself', async () => {
    openTemporary();
    let attempts = 0;
    const retries: number[] = [];
    readiness = prepareDatabase(database, {
      retryDelaysMs: [5, 10],
      onRetry: (_error, delayMs) => retries.push(delayMs),
      migrate: async () => {
        attempts += 1;
        if (attempts <= 3) throw refused();
        return ['0001-sessions-and-comments'];
      },
    });
    expect(readiness.isReady()).toBe(false);
    expect(await readiness.probe()).toBe(false);
    expect(() => readiness?.requireReady()).toThrow(DatabaseNotReadyError);

    await expect(readiness.migrated).resolves.toEqual(['0001-sessions-and-comments']);
    expect(attempts).toBe(4);
    // The last delay repeats.
    expect(retries).toEqual([5, 10, 10]);
    expect(readiness.isReady()).toBe(true);
    expect(() => readiness?.requireReady()).not.toThrow();
    expect(await readiness.probe()).toBe(true);
  });

  it('answers "not ready" as an outage, so the API maps it to 503 with Retry-After', () => {
    expect(isDatabaseUnavailable(new DatabaseNotReadyError())).toBe(true);
  });

  it('stops waiting on an error that waiting cannot fix (a failing migration)', async () => {
    openTemporary();
    let attempts = 0;
    readiness = prepareDatabase(database, {
      retryDelaysMs: [5],
      migrate: async () => {
        attempts += 1;
        throw new Error('syntax error at or near "tabel"');
      },
    });
    await expect(readiness.migrated).rejects.toThrow(/syntax error/);
    expect(attempts).toBe(1);
    expect(readiness.isReady()).toBe(false);
  });

  it('stops retrying once stopped (the server is closing)', async () => {
    openTemporary();
    let attempts = 0;
    // The retry delays pass on a fake clock: the test sees every retry that would have come, without waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      readiness = prepareDatabase(database, {
        retryDelaysMs: [5],
        migrate: async () => {
          attempts += 1;
          throw refused();
        },
      });
      await vi.advanceTimersByTimeAsync(20);
      expect(attempts).toBeGreaterThanOrEqual(2);
      readiness.stop();
      const stoppedAt = attempts;
      await vi.advanceTimersByTimeAsync(1000);
      expect(attempts).toBe(stoppedAt);
    } finally {
      vi.useRealTimers();
    }
  });

  it('probe reports false once the database stops answering', async () => {
    openTemporary();
    readiness = prepareDatabase(database);
    await readiness.migrated;
    expect(await readiness.probe()).toBe(true);
    await database.close();
    expect(await readiness.probe()).toBe(false);
    // closed already; afterEach must not close it twice
    database = undefined as unknown as Database;
  });
});
