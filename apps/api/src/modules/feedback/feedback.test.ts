import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { FEEDBACK_LIMIT } from './feedback.routes';

let ctx: TestContext;
let adminCookie: string;
let clientCookie: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createUser(ctx.db.db, { role: 'admin' });
  adminCookie = (await loginAs(ctx.app, admin.email)).cookie;
  const client = await createUser(ctx.db.db, { role: 'client', name: 'Fay Feedback' });
  clientCookie = (await loginAs(ctx.app, client.email)).cookie;
});
afterAll(() => ctx.close());

// Each case writes from an address of its own: the limit counts per address.
let address = 0;
const send = (
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
  from = `203.0.113.${++address}`,
) => ctx.app.inject({ method: 'POST', url: '/api/feedback', payload, headers, remoteAddress: from });

const list = (cookie: string, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/feedback${query}`, headers: { cookie } });

describe('feedback', () => {
  it('stores a message from a visitor and lists it for admins, newest first', async () => {
    const first = await send({
      name: 'Vic Visitor',
      email: 'Vic@Example.com',
      message: 'The search is great.',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Thank you! Your feedback has reached the team.' });
    await send(
      { name: 'Fay Feedback', email: 'fay@example.com', message: 'Please add invoices.' },
      { cookie: clientCookie },
    );

    const res = await list(adminCookie, '?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data.map((row: { message: string }) => row.message)).toEqual([
      'Please add invoices.',
      'The search is great.',
    ]);
    expect(body.data[0]).toMatchObject({ name: 'Fay Feedback', senderRole: 'client' });
    expect(body.data[1]).toMatchObject({ email: 'vic@example.com', senderRole: null });
  });

  it('answers what is wrong with a bad message, as a 400', async () => {
    const res = await send({ name: ' ', email: 'not-an-email', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/name|email|at least 10 characters/i);
  });

  it(`lets one address send ${FEEDBACK_LIMIT.max} messages an hour, then answers 429`, async () => {
    const from = '198.51.100.7';
    const body = { name: 'Sam Spammer', email: 'sam@example.com', message: 'Buy my things now, please.' };
    for (let i = 0; i < FEEDBACK_LIMIT.max; i++) expect((await send(body, {}, from)).statusCode).toBe(201);
    const limited = await send(body, {}, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many requests, please try again later');
    // Another address is not affected.
    expect((await send(body)).statusCode).toBe(201);
  });

  it('lists feedback to admins only', async () => {
    expect((await list(clientCookie)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/feedback' })).statusCode).toBe(401);
  });
});
