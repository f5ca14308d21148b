import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './build-test-app';
import { createUser, loginAs } from './factories';
import { openStream } from './sse-client';
import { waitFor } from './wait-for';

const REQUEST_TIMEOUT_MS = 1500;
const MAX_CONNECTIONS_PER_IP = 20;

let ctx: TestContext;
let port = 0;
beforeAll(async () => {
  ctx = await buildTestApp({
    REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS_PER_IP: String(MAX_CONNECTIONS_PER_IP),
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => ctx.close());

type Client = { socket: Socket; received: () => string; closed: Promise<number> };

/** A real TCP client; `closed` resolves with the ms from connecting to the server closing it. */
async function openClient(): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (d) => {
    data += d;
  });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  return { socket, received: () => data, closed };
}

const headers = (length: number) =>
  `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('slow clients', () => {
  it('closes a request whose body stops arriving, within the request timeout', async () => {
    const client = await openClient();
    client.socket.write(`${headers(1000)}{"email":`);
    // The server's request timeout answers 408 and closes (no duration asserted: a slow machine
    // only makes it later; a server that never closed would fail the test by its timeout).
    expect(await client.closed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a body that trickles in a byte at a time, however long each byte keeps it alive', async () => {
    const client = await openClient();
    client.socket.write(headers(1000));
    const trickle = setInterval(() => client.socket.write(' '), 100);
    const ms = await client.closed;
    clearInterval(trickle);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('keeps a live event stream open past the request timeout (its request arrived whole)', async () => {
    const user = await createUser(ctx.db.db);
    const { cookie } = await loginAs(ctx.app, user.email);
    const stream = await openStream(`http://127.0.0.1:${port}`, cookie);
    await stream.next('ready');
    // A stalled request opened after the stream is cut off: the timeout has passed for the stream too.
    const stalled = await openClient();
    stalled.socket.write(`${headers(1000)}{`);
    expect(await stalled.closed).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    await ctx.app.live.publish({ userIds: [user.id] }, 'test.still-open');
    await stream.next('test.still-open');
    expect(stream.isClosed).toBe(false);
    await stream.close();
  });

  it('holds at most MAX_CONNECTIONS_PER_IP connections from one address and refuses the rest with 429', async () => {
    const clients = await Promise.all(Array.from({ length: 100 }, () => openClient()));
    // Refused ones are answered and closed at once; the others wait for a request (or time out).
    const isRefused = (c: Client) => c.received().startsWith('HTTP/1.1 429');
    const deadline = Date.now() + 10_000;
    while (clients.filter(isRefused).length < 60 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const refused = clients.filter(isRefused);
    // 80 when all 100 arrive before any held one times out; never more.
    expect(refused.length).toBeGreaterThanOrEqual(60);
    expect(refused.length).toBeLessThanOrEqual(100 - MAX_CONNECTIONS_PER_IP);
    const answer = refused[0]!.received();
    expect(answer).toMatch(/retry-after: 5/i);
    expect(answer).toContain('{"error":"Too many connections from your address, please try again shortly"}');

    for (const c of clients) c.socket.destroy();
    await Promise.all(clients.map((c) => c.closed));
    // Slots free again once the server has seen the connections go (its close events come a little
    // after the clients'): a new request is answered, not refused.
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200,
      'a request answered once the connections are gone',
    );
  });
});
