import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhotoReading } from '../../photo/photo-analysis-worker.server';
import { releaseBlockedTask, type BlockingTask } from '../../testing/blocking-test-worker.server';
import { createTestApp, type TestApp } from '../../testing/test-app.server';
import { createWorkerPool, type WorkerPool } from '../../worker-pool.server';

const astronaut = readFileSync(new URL('../../../fixtures/photos/astronaut.png', import.meta.url)).toString('base64');
const url = '/api/photo/analyze';
const body = (image: string, extra: Record<string, unknown> = {}) => ({ type: 'animal_face', image, name: 'A', gender: 'male', ...extra });

/** A PNG signature and IHDR declaring width x height, padded with zeros to `length` bytes. */
function pngBomb(width: number, height: number, length = 98): Buffer {
  const bytes = Buffer.alloc(length);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(bytes);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A JPEG whose frame header, after JFIF and EXIF segments, declares width x height: 67 KB of nothing else. */
function jpegBomb(width: number, height: number): Buffer {
  const segment = (marker: number, data: number[]) => [0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data];
  const header = [0xff, 0xd8, ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), ...segment(0xe1, [0x45, 0x78, 0x69, 0x66, 0, 0, 1, 2, 3])];
  const frame = segment(0xc2, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  return Buffer.concat([Buffer.from([...header, ...frame]), Buffer.alloc(67 * 1024)]);
}

let testApp: TestApp | undefined;
let pool: WorkerPool<BlockingTask, unknown> | undefined;
afterEach(async () => {
  await testApp?.close();
  await pool?.close();
  testApp = undefined;
  pool = undefined;
});

const noFace: PhotoReading = { ok: false, reason: 'no-face' };

describe('POST /api/photo/analyze refuses costly photos and bodies cheaply', () => {
  it('refuses a decompression bomb with 413 from its header, in milliseconds, without reaching the worker', async () => {
    let reads = 0;
    testApp = await createTestApp({}, { readPhoto: async () => ((reads += 1), noFace) });
    for (const bomb of [pngBomb(6320, 6320), pngBomb(20_000, 20_000, 1_200_000), jpegBomb(23_170, 23_170)]) {
      const started = performance.now();
      const response = await testApp.app.inject({ method: 'POST', url, payload: body(bomb.toString('base64')) });
      expect([response.statusCode, response.json().message]).toEqual([413, 'The image has too many pixels']);
      expect(performance.now() - started).toBeLessThan(500);
    }
    const unreadable = await testApp.app.inject({ method: 'POST', url, payload: body(Buffer.from('BM not a bitmap at all').toString('base64')) });
    expect([unreadable.statusCode, unreadable.json().message]).toEqual([400, 'The file is not an image that can be read (JPG or PNG)']);
    expect(reads).toBe(0);
  });

  it('answers 330,000 junk keys with a short 400 before parsing them, and names only a few unknown keys', async () => {
    testApp = await createTestApp({}, { readPhoto: async () => noFace });
    const junk = Object.fromEntries(Array.from({ length: 330_000 }, (_, index) => [`junk${index}`, 1]));
    const payload = JSON.stringify(body('AAAA', junk));
    const started = performance.now();
    const flood = await testApp.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
    expect(flood.statusCode).toBe(400);
    expect(flood.body.length).toBeLessThan(2048);
    expect(performance.now() - started).toBeLessThan(250);

    const few = await testApp.app.inject({ method: 'POST', url, payload: body('AAAA', Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`k${index}`, 1]))) });
    expect([few.statusCode, few.json().message]).toEqual([400, 'body: unknown fields "k0", "k1", "k2" and 7 more']);
  });

  it('answers 503 with Retry-After when the photo pool is busy and its queue full', async () => {
    pool = createWorkerPool({ workerFile: fileURLToPath(new URL('../../testing/blocking-test-worker.server.ts', import.meta.url)), execArgv: ['--import', 'tsx'], threads: 1, maxQueue: 0 });
    const blocking = pool;
    await blocking.run({ blockMs: 0 });
    // The first reading holds the pool's only thread until the test releases it.
    const release = new Int32Array(new SharedArrayBuffer(4));
    let markOccupied = () => undefined as void;
    const occupied = new Promise<void>((resolve) => (markOccupied = resolve));
    testApp = await createTestApp({}, {
      readPhoto: async (_bytes, signal) => {
        const reading = blocking.run({ blockMs: 30_000, release }, signal);
        markOccupied();
        await reading;
        return noFace;
      },
    });
    const first = testApp.app.inject({ method: 'POST', url, payload: body(astronaut) });
    await occupied;
    const refused = await testApp.app.inject({ method: 'POST', url, payload: body(astronaut) });
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    releaseBlockedTask(release);
    expect((await first).statusCode).toBe(422);
  });

  it('abandons the reading when the client goes away before the answer', async () => {
    let markReading = (_signal: AbortSignal | undefined) => undefined as void;
    const reading = new Promise<AbortSignal | undefined>((resolve) => (markReading = resolve));
    testApp = await createTestApp({}, {
      readPhoto: (_bytes, signal) => {
        markReading(signal);
        return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new Error('abandoned'))));
      },
    });
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const client = httpRequest(`${address}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    client.on('error', () => undefined);
    client.end(JSON.stringify(body(astronaut)));
    const readingSignal = await reading;
    expect(readingSignal?.aborted).toBe(false);
    client.destroy();
    await expect.poll(() => readingSignal?.aborted).toBe(true);
  });
});

/** Sends the head of a POST declaring `declaredLength` bytes and `sentBytes` of it; resolves with the first reply line. */
async function sendPartialBody(origin: string, declaredLength: number, sentBytes: number): Promise<{ statusLine: string; ms: number }> {
  const { hostname, port } = new URL(origin);
  const socket = connect(Number(port), hostname);
  const started = performance.now();
  socket.write(`POST ${url} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${declaredLength}\r\n\r\n`);
  socket.write(`{"type":"animal_face","name":"A","gender":"male","image":"${'A'.repeat(Math.max(0, sentBytes - 60))}`);
  const reply = await new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString()));
    socket.once('error', reject);
    setTimeout(() => reject(new Error('no answer before the body was complete')), 3000);
  });
  socket.destroy();
  return { statusLine: reply.split('\r\n')[0]!, ms: performance.now() - started };
}

describe('POST /api/photo/analyze refuses before reading the body', () => {
  it('answers a rate-limited client 429 while its 7 MB body has not even arrived', async () => {
    let reads = 0;
    testApp = await createTestApp({ RATE_LIMIT_ENABLED: 'true', PHOTO_RATE_BURST: '1', PHOTO_RATE_INTERVAL_MS: '60000' }, { readPhoto: async () => ((reads += 1), noFace) });
    const origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    expect((await testApp.app.inject({ method: 'POST', url, payload: body(astronaut), remoteAddress: '127.0.0.1' })).statusCode).toBe(422);
    const limited = await sendPartialBody(origin, 7_000_000, 64 * 1024);
    expect(limited.statusLine).toBe('HTTP/1.1 429 Too Many Requests');
    expect(limited.ms).toBeLessThan(1000);
    expect(reads).toBe(1);
  });

  it('answers 413 to a body declared over the route limit before any of it is sent', async () => {
    testApp = await createTestApp({}, { readPhoto: async () => noFace });
    const origin = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const oversize = await sendPartialBody(origin, 8 * 1024 * 1024, 0);
    expect(oversize.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
  });
});
