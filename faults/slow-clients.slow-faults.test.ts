import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type RunningServer } from '../e2e/support/built-server';
import { openStalledRequest } from './support/stalled-request';

const slowClients = 3000;

// Slow clients (decision 0030) at the probe's scale and with the default timeouts (headers 10 s, request 60 s): before,
// 3,000 such connections were all still open after 404 s.
describe('a built server meeting 3,000 clients that never finish their request', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Without rate limits: past its submit allowance one address's stalled bodies would be refused at once.
    server = await startBuiltServer({ RATE_LIMIT_ENABLED: 'false' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('closes them all within the request timeout, and serves others meanwhile', async () => {
    const port = Number(new URL(server.origin).port);
    const started = Date.now();
    const stalled = [];
    for (let index = 0; index < slowClients; index += 1) stalled.push(await openStalledRequest(port, index % 2 === 0 ? 'headers' : 'body'));
    const answered = await fetch(`${server.origin}/api/recent/1`);
    expect(answered.status).toBe(200);
    const lifetimes = await Promise.all(stalled.map((connection) => connection.closed));
    const longest = Math.max(...lifetimes);
    process.stdout.write(`slow clients: ${slowClients} stalled connections, the last closed ${((Date.now() - started) / 1000).toFixed(1)} s after the first opened (each lived at most ${(longest / 1000).toFixed(1)} s)\n`);
    expect(longest).toBeLessThan(90_000);
  });
});
