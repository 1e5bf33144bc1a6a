import { EventEmitter } from 'node:events';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installGracefulShutdown } from './graceful-shutdown.server';

const wait = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('installGracefulShutdown', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close().catch(() => undefined);
  });

  async function startSlowServer(slowMs: number) {
    app = Fastify({ logger: false });
    let closedHookRan = false;
    app.addHook('onClose', async () => {
      closedHookRan = true;
    });
    app.get('/slow', async () => {
      await wait(slowMs);
      return { done: true };
    });
    app.get('/fast', async () => ({ fast: true }));
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const signals = new EventEmitter();
    const exits: number[] = [];
    return { address, signals, exits, closedHookRan: () => closedHookRan, server: app };
  }

  it('lets an in-flight request finish, refuses new ones with 503, closes resources, then exits 0', async () => {
    const { address, signals, exits, closedHookRan, server } = await startSlowServer(400);
    installGracefulShutdown(server, { timeoutMs: 5000, signals: signals as unknown as NodeJS.Process, exit: (code) => exits.push(code) });

    // One keep-alive socket: /slow is in flight when the signal comes, /fast arrives on it afterwards.
    const { port } = new URL(address);
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n');
    await wait(100);
    signals.emit('SIGTERM', 'SIGTERM');
    await wait(20);
    socket.write('GET /fast HTTP/1.1\r\nHost: test\r\nConnection: keep-alive\r\n\r\n');
    // A new connection is no longer accepted.
    await expect(fetch(`${address}/fast`)).rejects.toThrow();

    await socketClosed;
    const statuses = [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => match[1]);
    expect(statuses).toEqual(['200', '503']);
    expect(received).toContain('{"done":true}');

    await wait(100);
    expect(closedHookRan()).toBe(true);
    expect(exits).toEqual([0]);
  });

  it('exits 1 when a request outlives the timeout', async () => {
    const { address, signals, exits, server } = await startSlowServer(2000);
    installGracefulShutdown(server, { timeoutMs: 200, signals: signals as unknown as NodeJS.Process, exit: (code) => exits.push(code) });
    const socket = net.connect(Number(new URL(address).port), '127.0.0.1');
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));
    socket.resume();
    socket.write('GET /slow HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n');
    await wait(50);
    signals.emit('SIGINT', 'SIGINT');
    await wait(400);
    expect(exits).toEqual([1]);
    await socketClosed;
  });

  // A browser's preconnected socket, or a keep-alive one whose request ended after the signal, held the close
  // until its own timeout (seen in the e2e suites: exit 1 after 10 s).
  it('does not wait for connections that carry no request', async () => {
    const { address, signals, exits, server } = await startSlowServer(0);
    installGracefulShutdown(server, { timeoutMs: 5000, signals: signals as unknown as NodeJS.Process, exit: (code) => exits.push(code) });
    const { port } = new URL(address);
    const silent = net.connect(Number(port), '127.0.0.1');
    silent.on('error', () => undefined);
    await new Promise((resolve) => silent.once('connect', resolve));
    const started = Date.now();
    signals.emit('SIGTERM', 'SIGTERM');
    await expect.poll(() => exits, { timeout: 4000, interval: 50 }).toEqual([0]);
    expect(Date.now() - started).toBeLessThan(4000);
    silent.destroy();
  });
});
