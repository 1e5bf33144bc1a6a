import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from '../e2e/support/built-server';
import { validSubmission } from '../server/testing/test-app.server';

const kills = Number(process.env.KILLS ?? 3);

/** Submits with `parallel` clients until stopped; returns the ids the server acknowledged (201). */
function submitUntilStopped(origin: string, parallel: number) {
  const acknowledged: string[] = [];
  let stopped = false;
  const client = async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${origin}/api/test/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(validSubmission({ name: `Kill ${acknowledged.length}` })),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        else await response.arrayBuffer();
      } catch {
        // The process died under the request: not acknowledged, so the test asks nothing of it.
      }
    }
  };
  const running = Promise.all(Array.from({ length: parallel }, client));
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

// The durability probe (kill -9 five times mid-write, every acknowledged id readable, integrity ok, decision 0029)
// kept as a test, on the embedded SQLite default. `KILLS=5 npm run test:faults` runs it as the probe did.
describe('SIGKILL in the middle of writes', () => {
  let dataDirectory: string;
  beforeAll(() => {
    dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'quiz-kill-'));
  });
  afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

  it(`keeps every acknowledged result and an intact database across ${kills} kills`, async () => {
    const everyAcknowledged: string[] = [];
    for (let round = 1; round <= kills; round += 1) {
      const server = await startBuiltServer({ DATA_DIR: dataDirectory, RATE_LIMIT_ENABLED: 'false' });
      const load = submitUntilStopped(server.origin, 16);
      // Killed once writes are well under way, not at a quiet moment.
      await expect.poll(() => load.acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(300);
      await server.kill();
      await load.stop();
      everyAcknowledged.push(...load.acknowledged);

      // Opening the files recovers the WAL as the next start would.
      const database = new Database(path.join(dataDirectory, 'quiz.sqlite'));
      try {
        expect(database.pragma('integrity_check', { simple: true }), `round ${round}`).toBe('ok');
        const stored = new Set((database.prepare('select public_id from sessions').all() as { public_id: string }[]).map((row) => row.public_id));
        const lost = everyAcknowledged.filter((id) => !stored.has(id));
        expect(lost, `round ${round}: acknowledged but lost`).toEqual([]);
      } finally {
        database.close();
      }
    }
    expect(everyAcknowledged.length).toBeGreaterThanOrEqual(kills * 300);
  });
});
