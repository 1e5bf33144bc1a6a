import net from 'node:net';

/** Opens a connection that starts a request and never finishes it: headers cut short, or a body that never ends. */
export function openStalledRequest(port: number, kind: 'headers' | 'body'): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    // Reading what comes back (a 408) lets the socket see the server's end and close.
    socket.resume();
    const opened = Date.now();
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - opened)));
    socket.once('connect', () => {
      socket.write(
        kind === 'headers'
          ? 'POST /api/test/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl'
          : 'POST /api/test/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"na',
      );
      resolve({ closed });
    });
    socket.once('error', reject);
  });
}
