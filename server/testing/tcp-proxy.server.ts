import net from 'node:net';

export interface TcpProxy {
  /** host:port clients connect to. */
  port: number;
  /** The target URL with its host and port replaced by the proxy's. */
  urlThrough(target: string): string;
  /** Forwards every new connection (the default). */
  forward(): void;
  /** Drops every open connection and swallows the new ones without a byte: a stalled network. */
  stall(): void;
  /** Drops every open connection and stops listening, so new ones are refused: a stopped server. */
  stop(): Promise<void>;
  /** Listens again on the same port and forwards. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy in front of a server, that a fault test turns into a black hole or a refused port. */
export async function startTcpProxy(targetHost: string, targetPort: number, options: { startStopped?: boolean } = {}): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let blackHole = false;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  };
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const server = net.createServer((client) => {
    track(client);
    if (blackHole) return;
    const target = net.connect(targetPort, targetHost);
    track(target);
    target.on('error', () => client.destroy());
    target.on('close', () => client.destroy());
    client.on('close', () => target.destroy());
    client.pipe(target).pipe(client);
  });
  const listen = (port: number) => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const unlisten = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  if (options.startStopped) await unlisten();

  return {
    port,
    urlThrough(target) {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    forward() {
      blackHole = false;
    },
    stall() {
      blackHole = true;
      dropAll();
    },
    async stop() {
      dropAll();
      await unlisten();
    },
    async restart() {
      blackHole = false;
      if (!server.listening) await listen(port);
    },
    async close() {
      dropAll();
      await unlisten();
    },
  };
}
