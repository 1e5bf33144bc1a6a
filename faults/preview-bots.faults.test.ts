import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validSubmission } from '../server/testing/test-app.server';
import { startBuiltServer, type RunningServer } from '../e2e/support/built-server';

/**
 * KakaoTalk's, LINE's or Facebook's link-preview bot fetches every shared result and its card from a handful of
 * addresses: with the default limits it is never refused, while a client asking for pages no cache can keep is.
 */
describe('link-preview bots on a viral day, with the default render limits', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const fetchFrom = (path: string, client: string, init: RequestInit = {}) =>
    fetch(`${server.origin}${path}`, { ...init, headers: { ...init.headers, 'x-forwarded-for': client } });

  it('reads 300 freshly shared results and their cards at 20 requests a second from one address without a refusal', async () => {
    const ids: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      // Each result from its own visitor, as on a real day (submits have their own per-address limit).
      const response = await fetchFrom('/api/test/submit', `203.0.113.${index % 250}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validSubmission({ name: `Friend ${index}`, language: 'en' })),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    const paths = ids.flatMap((id) => [`/en/result/${id}`, `/share-image/v4/en/result/${id}.png`]);
    const statuses = new Map<number, number>();
    const started = Date.now();
    const requests = paths.map(async (path, index) => {
      // One request every 50 ms, whatever the answers take: a bot does not wait for the last preview.
      const due = started + index * 50;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      const response = await fetchFrom(path, '198.51.100.77');
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    });
    await Promise.all(requests);
    expect(Object.fromEntries(statuses)).toEqual({ 200: 600 });
  }, 120_000);

  it('still limits a client asking at full speed for pages that no cache keeps', async () => {
    const statuses: number[] = [];
    // 300 in batches of 20: refused unless the server took 24 s for them (a burst of 60, then 10 a second).
    for (let batch = 0; batch < 15; batch += 1) {
      await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const response = await fetchFrom(`/en/result/${String(batch * 20 + index).padStart(16, 'A')}`, '198.51.100.88');
          statuses.push(response.status);
          await response.arrayBuffer();
        }),
      );
    }
    expect(statuses.filter((status) => status === 404).length).toBeGreaterThanOrEqual(60);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    // Another client is not touched by it.
    expect((await fetchFrom('/en/result/BBBBBBBBBBBBBBBB', '198.51.100.89')).status).toBe(404);
  });

  it('answers health checks on fresh connections within seconds while 200 clients flood it with pages to render', async () => {
    // The flood runs in a process of its own: in this one, 200 fetch loops would delay the checks' own timers.
    const flood = spawn(process.execPath, ['--input-type=module', '-e', floodSource, server.origin, '15'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let report = '';
    flood.stdout.on('data', (chunk: Buffer) => (report += chunk.toString()));
    const finished = new Promise<void>((resolve) => flood.once('exit', () => resolve()));
    try {
      await expect.poll(() => report.includes('flooding'), { timeout: 10_000 }).toBe(true);
      const checks: number[] = [];
      for (let check = 0; check < 10; check += 1) {
        const started = performance.now();
        // Every check on a connection of its own, as a balancer's would be.
        const response = await fetch(`${server.origin}/healthz`, { headers: { connection: 'close' }, signal: AbortSignal.timeout(20_000) });
        expect(response.status).toBe(200);
        checks.push(performance.now() - started);
      }
      // A probe once waited 40 s; a liveness bound, not a speed target (bench:flood measures).
      expect(Math.max(...checks)).toBeLessThan(5000);
    } finally {
      flood.kill();
      await finished;
    }
  }, 90_000);
});

/** 200 clients, each asking for pages no cache holds, one after another, from its own address. */
const floodSource = `
const [origin, seconds] = process.argv.slice(1);
const end = Date.now() + Number(seconds) * 1000;
console.log('flooding');
await Promise.all(Array.from({ length: 200 }, async (_, client) => {
  for (let index = 0; Date.now() < end; index += 1) {
    const response = await fetch(origin + '/en/animal-result/dog?name=Flood' + client + 'x' + index, { headers: { 'x-forwarded-for': '192.0.2.' + (client % 250) } }).catch(() => null);
    await response?.arrayBuffer();
  }
}));
`;
