import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP hop between the app and PostgreSQL that a test can cut and restore: the database really
 * goes away from the app's point of view (connections reset, new ones refused), with no mock.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  // While paused, bytes are held, not delivered: the database vanishes without a reset, as on a
  // network partition; on resume they flow again, as TCP retransmission would deliver them.
  let held: Array<() => void> | null = null;
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (held) held.push(() => to.write(chunk));
      else to.write(chunk);
    });

  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(target);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** The database disappears: live connections reset, new ones refused. */
    cut: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
    restore: listen,
    /** The database stops answering, with no reset: connections stay open and silent. */
    pause: () => {
      held ??= [];
    },
    resume: () => {
      const pending = held ?? [];
      held = null;
      for (const deliver of pending) deliver();
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
  };
}
