import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const BODY = JSON.stringify({ error: 'Too many connections from your address, please try again shortly' });
/** Written straight to the socket: no request has been read, so Fastify has nothing to answer yet. */
const REFUSAL = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  'Retry-After: 5',
  'Connection: close',
  '',
  BODY,
].join('\r\n');

/**
 * At most MAX_CONNECTIONS_PER_IP open connections per peer address (0: no cap), so one host
 * holding thousands of slow connections cannot use up the process's file descriptors (issue 11).
 * The peer is the socket's address: behind a reverse proxy every connection is the proxy's, so
 * raise the cap there or set 0 and cap at the proxy (README).
 */
export const connectionLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const max = app.config.MAX_CONNECTIONS_PER_IP;
    if (max === 0) return;
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const count = open.get(address) ?? 0;
      if (count >= max) {
        socket.on('error', () => {});
        socket.end(REFUSAL);
        // A peer that does not read its refusal is cut off all the same.
        setTimeout(() => socket.destroy(), 1000).unref();
        return;
      }
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  },
  { name: 'connection-limit', dependencies: ['config'] },
);
