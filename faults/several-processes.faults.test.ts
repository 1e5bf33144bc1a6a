import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable } from '../server/db/testing/test-database.server';
import { checkTestRedisAvailable, createTestKeyPrefix, deleteTestKeys, testRedisUrl } from '../server/shared-state/testing/test-redis.server';
import { validSubmission } from '../server/testing/test-app.server';
import { brotliStaticAvailable, checkNginxAvailable, startEdge, type RunningEdge } from '../tooling/start-edge';
import { createFreshPostgresDatabase } from './support/fresh-postgres-database';

const available = checkNginxAvailable() && (await checkTestDatabaseAvailable('postgres')) && (await checkTestRedisAvailable());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One request from a chosen loopback address (all of 127/8 reaches the edge on Linux): nginx sees it as that
 * client, as it would see two visitors on the internet.
 */
function requestFrom(origin: string, localAddress: string, pathname: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const url = new URL(pathname, origin);
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

// Several processes, now through the production edge: nginx (deploy/nginx/) in front of three processes, one
// PostgreSQL, one Redis (decisions 0031, 0037 and 0038).
describe.skipIf(!available)('three site processes behind the nginx edge', () => {
  let database: Awaited<ReturnType<typeof createFreshPostgresDatabase>> | undefined;
  const keyPrefix = createTestKeyPrefix();
  let edge: RunningEdge;

  beforeAll(async () => {
    database = await createFreshPostgresDatabase();
    edge = await startEdge({
      processes: 3,
      environment: {
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
        ADDRESS_HASH_SECRET: 'several-processes-share-this-secret-0123',
        LOG_LEVEL: 'warn',
        SUBMIT_RATE_BURST: '3',
        SUBMIT_RATE_INTERVAL_MS: '60000',
        RECENT_CACHE_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await edge?.stop();
    await database?.drop();
    if (available) await deleteTestKeys(keyPrefix);
  });

  /** The process that answered (`host:port`, the last one nginx tried) or '-' when nginx answered itself. */
  const answeredBy = async (headers: Headers | http.IncomingHttpHeaders): Promise<string> => {
    const requestId = headers instanceof Headers ? headers.get('x-request-id') : headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    let line: string | undefined;
    // nginx writes the line when the request is finished, just after the client has its answer.
    await expect.poll(() => (line = edge.accessLog().split('\n').find((entry) => entry.endsWith(`id=${String(requestId)}`))), { timeout: 2000 }).toBeDefined();
    return /upstream=(\S+)/.exec(line ?? '')?.[1]?.split(', ').at(-1) ?? '';
  };
  const submit = (name: string) =>
    fetch(`${edge.origin}/api/test/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validSubmission({ name })) });
  const submitFrom = (address: string, name: string, headers: Record<string, string> = {}) =>
    requestFrom(edge.origin, address, '/api/test/submit', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(validSubmission({ name })) });

  it('spreads requests over the three processes, each ready', async () => {
    const backends = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${edge.origin}/readyz`);
      expect(response.status).toBe(200);
      backends.add(await answeredBy(response.headers));
    }
    expect(backends).toEqual(new Set(edge.servers.map((server) => new URL(server.origin).host)));
  });

  it('gives one client one submit allowance across the processes, and every process the same recent list', async () => {
    const answers = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await submit(`Visitor${index}`);
      answers.push({ status: response.status, backend: await answeredBy(response.headers) });
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429, 429, 429]);
    expect(new Set(answers.map((answer) => answer.backend)).size).toBe(3);

    for (const origin of [edge.origin, edge.origin, ...edge.servers.map((server) => server.origin)]) {
      const recent = (await (await fetch(`${origin}/api/recent/1`)).json()) as { name: string }[];
      expect(recent.map((entry) => entry.name)).toEqual(['Visitor2', 'Visitor1', 'Visitor0']);
    }
  });

  it('passes the client address on: each client has its own allowance, and a client cannot choose its address', async () => {
    const statuses = async (address: string, spoof: boolean) => {
      const result = [];
      for (let index = 0; index < 4; index += 1) {
        // The edge replaces X-Forwarded-For; a new made-up address per request would otherwise be a new allowance.
        const headers: Record<string, string> = spoof ? { 'x-forwarded-for': `198.51.100.${index + 1}` } : {};
        result.push((await submitFrom(address, `Client${index}`, headers)).status);
      }
      return result;
    };
    expect(await statuses('127.0.0.2', false)).toEqual([201, 201, 201, 429]);
    expect(await statuses('127.0.0.3', true)).toEqual([201, 201, 201, 429]);
  });

  it('answers a page the app marks cacheable from its cache the second time, and never an uncacheable API answer', async () => {
    const first = await fetch(`${edge.origin}/en`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=300');
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const second = await fetch(`${edge.origin}/en`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await answeredBy(second.headers)).toBe('-');
    expect(await second.text()).toBe(await first.text());

    for (let index = 0; index < 2; index += 1) {
      const recent = await fetch(`${edge.origin}/api/recent/1`);
      expect(recent.headers.get('x-cache-status')).toBe('MISS');
      expect(await answeredBy(recent.headers)).not.toBe('-');
    }
  });

  it('refuses a body over the photo route limit at the edge with 413, in the API shape', async () => {
    const response = await fetch(`${edge.origin}/api/photo/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(7 * 1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body is too large' });
    expect(await answeredBy(response.headers)).toBe('-');
  });

  it('keeps answering when one process is killed, without sending a request to it again', async () => {
    const killedHost = await answeredBy((await fetch(`${edge.origin}/healthz`)).headers);
    const killed = edge.servers.find((server) => new URL(server.origin).host === killedHost);
    expect(killed).toBeDefined();
    await killed?.kill();
    for (let index = 0; index < 9; index += 1) {
      const response = await fetch(`${edge.origin}/api/recent/1`);
      expect(response.status).toBe(200);
      expect(await answeredBy(response.headers)).not.toBe(killedHost);
    }
    // A submit refused at connect reached no process, so nginx may send it to another (never once it was sent).
    expect((await submitFrom('127.0.0.4', 'AfterKill')).status).toBe(201);
  });

  it('serves hashed assets from disk, precompressed, even with every process down', async () => {
    const assets = readdirSync(path.join('build/client/assets'));
    const asset = assets.find((file) => file.endsWith('.js') && assets.includes(`${file}.br`) && assets.includes(`${file}.gz`));
    expect(asset).toBeDefined();
    const check = async () => {
      const response = await fetch(`${edge.origin}/assets/${String(asset)}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-cache-status')).toBeNull();
      expect(await answeredBy(response.headers)).toBe('-');
    };
    await check();
    const brotli = await requestFrom(edge.origin, '127.0.0.1', `/assets/${String(asset)}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.status).toBe(200);
    // .ci/run installs the brotli module; without it (a bare nginx) the edge sends the .gz file.
    expect(brotli.headers['content-encoding']).toBe(brotliStaticAvailable() || process.env.CI === 'true' ? 'br' : 'gzip');

    await Promise.all(edge.servers.filter((server) => server.process.exitCode === null && server.process.signalCode === null).map((server) => server.kill()));
    await check();
    // A page still fresh in the cache is served; anything else gets the edge's own 503 with Retry-After.
    expect((await fetch(`${edge.origin}/en`)).headers.get('x-cache-status')).toBe('HIT');
    const gone = await fetch(`${edge.origin}/api/recent/2`);
    expect(gone.status).toBe(503);
    expect(gone.headers.get('retry-after')).toBe('2');
  });
});
