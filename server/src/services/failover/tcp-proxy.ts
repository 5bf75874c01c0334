import { createConnection, createServer, type Socket } from 'node:net';
import { freePort } from '@rm/platform';

/** A TCP relay in front of a server, whose link can be cut and restored (a network partition of one client). */
export interface TcpProxy {
  port: number;
  /** Drops every relayed connection and closes new ones at once, until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let severed = false;
  const server = createServer((client) => {
    if (severed) {
      client.destroy();
      return;
    }
    const upstream = createConnection({ port: targetPort, host: targetHost });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    cut() {
      severed = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      severed = false;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
