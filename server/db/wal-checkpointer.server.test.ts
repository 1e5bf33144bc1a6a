import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
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
  sqlite.pragma('busy_timeout = 5000');
  sqlite.exec('create table rows (id integer primary key, text text)');
  const insert = sqlite.prepare('insert into rows (text) values (?)');
  const writeRows = () => {
    for (let index = 0; index < 300; index += 1) insert.run('x'.repeat(2000));
  };
  return { file, sqlite, writeRows, walSize: () => statSync(`${file}-wal`).size };
}

/**
 * Whether a checkpoint has copied every frame of the WAL back into the database, as SQLite's wal-index (the -shm
 * file, in the machine's byte order) records it: mxFrame at byte 16 of its header, nBackfill at byte 96.
 */
function isWalCheckpointed(file: string): boolean {
  const index = readFileSync(`${file}-shm`);
  const read = (offset: number) => (os.endianness() === 'LE' ? index.readUInt32LE(offset) : index.readUInt32BE(offset));
  const frames = read(16);
  return frames > 0 && read(96) === frames;
}

describe('startWalCheckpointer', () => {
  it('checkpoints from its worker so the WAL is reused instead of growing', async () => {
    const { file, sqlite, writeRows, walSize } = openWithoutAutoCheckpoint();
    const failures: string[] = [];
    const checkpointer = startWalCheckpointer(file, { intervalMs: 50, onOverBound: () => undefined, onFailure: (reason) => failures.push(reason) });
    writeRows();
    const afterFirstRound = walSize();
    await expect.poll(() => isWalCheckpointed(file), { timeout: 10_000 }).toBe(true);
    writeRows();
    // Once checkpointed, the next writes restart the WAL from its beginning.
    expect(walSize()).toBeLessThan(afterFirstRound * 1.2);
    await checkpointer.stop();
    expect(walSize()).toBe(0);
    expect(failures).toEqual([]);
    sqlite.close();
  });

  it('without it the WAL keeps growing, which is what the worker prevents', () => {
    const { file, sqlite, writeRows, walSize } = openWithoutAutoCheckpoint();
    writeRows();
    const afterFirstRound = walSize();
    expect(isWalCheckpointed(file)).toBe(false);
    writeRows();
    expect(walSize()).toBeGreaterThan(afterFirstRound * 1.8);
    sqlite.close();
  });

  // Decision 0029: writes that never pause leave a PASSIVE checkpoint always behind, so the WAL never restarts.
  const writeWithoutPause = async (writeRows: () => void, walSize: () => number, milliseconds: number) => {
    let largest = 0;
    const until = Date.now() + milliseconds;
    while (Date.now() < until) {
      writeRows();
      largest = Math.max(largest, walSize());
      // Lets the worker's messages in, without giving it a quiet moment (its checks run on its own thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
    return largest;
  };

  it('asks the writer to truncate the WAL each time it passes its bound, and the WAL is then empty', async () => {
    const { file, sqlite, writeRows, walSize } = openWithoutAutoCheckpoint();
    const boundBytes = 2 * 1024 * 1024;
    const reports: number[] = [];
    let truncated = () => undefined as void;
    const checkpointer = startWalCheckpointer(file, {
      intervalMs: 50,
      boundBytes,
      onOverBound(walBytes) {
        reports.push(walBytes);
        sqlite.pragma('wal_checkpoint(TRUNCATE)');
        truncated();
      },
      onFailure: () => undefined,
    });
    for (const round of [1, 2]) {
      const reported = new Promise<void>((resolve) => (truncated = resolve));
      // ~3 MB: past the bound in one go.
      for (let index = 0; index < 5; index += 1) writeRows();
      expect(walSize(), `round ${round}`).toBeGreaterThan(boundBytes);
      await reported;
      expect(walSize(), `round ${round}`).toBe(0);
    }
    expect(reports.length).toBeGreaterThanOrEqual(2);
    expect(reports.every((bytes) => bytes > boundBytes)).toBe(true);
    await checkpointer.stop();
    sqlite.close();
  });

  it('with passive checkpoints only (no bound), writes that never pause grow the WAL without end', async () => {
    const { file, sqlite, writeRows, walSize } = openWithoutAutoCheckpoint();
    const checkpointer = startWalCheckpointer(file, { intervalMs: 50, boundBytes: Number.MAX_SAFE_INTEGER, onOverBound: () => sqlite.pragma('wal_checkpoint(TRUNCATE)'), onFailure: () => undefined });
    const largest = await writeWithoutPause(writeRows, walSize, 2000);
    await checkpointer.stop();
    sqlite.close();
    expect(largest).toBeGreaterThan(2 * 1024 * 1024 * 30);
  });

  it('reports a worker that cannot open the database', async () => {
    const failures: string[] = [];
    const checkpointer = startWalCheckpointer('/nonexistent-folder/x.sqlite', { intervalMs: 50, onOverBound: () => undefined, onFailure: (reason) => failures.push(reason) });
    await expect.poll(() => failures.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await checkpointer.stop();
  });
});
