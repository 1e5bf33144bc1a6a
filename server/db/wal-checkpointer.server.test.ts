import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startWalCheckpointer } from './wal-checkpointer.server';

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function openWithoutAutoCheckpoint() {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'wal-'));
  directories.push(directory);
  const file = path.join(directory, 'test.sqlite');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('wal_autocheckpoint = 0');
  sqlite.exec('create table rows (id integer primary key, text text)');
  const insert = sqlite.prepare('insert into rows (text) values (?)');
  const writeRows = () => {
    for (let index = 0; index < 300; index += 1) insert.run('x'.repeat(2000));
  };
  return { file, sqlite, writeRows, walSize: () => statSync(`${file}-wal`).size };
}

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('startWalCheckpointer', () => {
  it('checkpoints from its worker so the WAL is reused instead of growing', async () => {
    const { file, sqlite, writeRows, walSize } = openWithoutAutoCheckpoint();
    const failures: string[] = [];
    const checkpointer = startWalCheckpointer(file, { intervalMs: 50, onFailure: (reason) => failures.push(reason) });
    writeRows();
    const afterFirstRound = walSize();
    await wait(300);
    writeRows();
    // Once checkpointed, the next writes restart the WAL from its beginning.
    expect(walSize()).toBeLessThan(afterFirstRound * 1.2);
    await checkpointer.stop();
    expect(walSize()).toBe(0);
    expect(failures).toEqual([]);
    sqlite.close();
  });

  it('without it the WAL keeps growing, which is what the worker prevents', async () => {
    const { sqlite, writeRows, walSize } = openWithoutAutoCheckpoint();
    writeRows();
    const afterFirstRound = walSize();
    await wait(100);
    writeRows();
    expect(walSize()).toBeGreaterThan(afterFirstRound * 1.8);
    sqlite.close();
  });

  it('reports a worker that cannot open the database', async () => {
    const failures: string[] = [];
    const checkpointer = startWalCheckpointer('/nonexistent-folder/x.sqlite', { intervalMs: 50, onFailure: (reason) => failures.push(reason) });
    await wait(500);
    expect(failures.length).toBeGreaterThan(0);
    await checkpointer.stop();
  });
});
