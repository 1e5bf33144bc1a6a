import { statSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type RunningServer } from '../e2e/support/built-server';
import { sqliteWalBoundBytes } from '../server/db/wal-checkpointer.server';
import { validSubmission } from '../server/testing/test-app.server';

const seconds = Number(process.env.WAL_FAULT_SECONDS ?? 60);

function walBytes(server: RunningServer): number {
  try {
    return statSync(path.join(server.dataDirectory, 'quiz.sqlite-wal')).size;
  } catch {
    return 0;
  }
}

// Decision 0029: sustained writes at full speed for a minute. Before the bound the WAL grew to 2.4 GB in 90 s.
describe('the SQLite WAL under sustained writes', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`stays bounded during ${seconds} s of submits at full speed, and every acknowledged result is stored`, async () => {
    let largest = 0;
    const sampler = setInterval(() => (largest = Math.max(largest, walBytes(server))), 250);
    const result = await autocannon({
      url: `${server.origin}/api/test/submit`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validSubmission()),
      connections: 20,
      duration: seconds,
    });
    clearInterval(sampler);
    largest = Math.max(largest, walBytes(server));
    const acknowledged = result['2xx'];
    process.stdout.write(`WAL bound: ${acknowledged} submits in ${seconds} s (${Math.round(acknowledged / seconds)}/s), largest WAL ${(largest / 1048576).toFixed(1)} MB, bound ${sqliteWalBoundBytes / 1048576} MB\n`);

    expect(result.non2xx).toBe(0);
    expect(acknowledged).toBeGreaterThan(seconds * 100);
    // The bound plus what one checkpoint interval can add at this rate; the unbounded WAL passed 1 GB here.
    expect(largest).toBeLessThan(sqliteWalBoundBytes * 2);

    const reader = new Database(path.join(server.dataDirectory, 'quiz.sqlite'), { readonly: true });
    try {
      expect(reader.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = reader.prepare('select count(*) as count from sessions').get() as { count: number };
      // Every acknowledged submit is stored; the few in flight when the load stopped may be stored unacknowledged.
      expect(stored.count).toBeGreaterThanOrEqual(acknowledged);
      expect(stored.count).toBeLessThanOrEqual(acknowledged + 20);
    } finally {
      reader.close();
    }
  });
});
