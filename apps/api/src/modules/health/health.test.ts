import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { signIn } from '../../../test/contract-factories';
import { createManualClock } from '../../lib/clock';
import { HEALTH_CHECK_TTL_MS } from './health.routes';

describe('GET /api/health', () => {
  let ctx: TestContext;
  const clock = createManualClock();
  beforeAll(async () => {
    ctx = await buildTestApp({}, { clock });
  });
  afterAll(async () => ctx.close());

  it('answers 200 ok while the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with an error once the database is closed (within one check interval)', async () => {
    await ctx.db.close();
    const cached = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(cached.statusCode, 'one check answers for its interval').toBe(200);
    clock.advance(HEALTH_CHECK_TTL_MS);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'Database unavailable' });
  });
});

describe('GET /api/health with a session', () => {
  let live: TestContext;
  beforeAll(async () => {
    live = await buildTestApp();
  });
  afterAll(async () => live.close());

  it("gives an admin's session the detail (database, outbox counts, live streams); anyone else just ok", async () => {
    const admin = await signIn(live.app, live.db.db, 'admin');
    const client = await signIn(live.app, live.db.db, 'client');
    const as = (cookie: string) =>
      live.app.inject({ method: 'GET', url: '/api/health', headers: { cookie } });
    expect((await as(client.cookie)).json()).toEqual({ status: 'ok' });
    expect((await as('accessToken=not-a-session')).json()).toEqual({ status: 'ok' });
    const res = await as(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      detail: {
        database: 'up',
        outbox: {
          pending: expect.any(Number),
          retrying: 0,
          failed: 0,
          handledSinceStart: expect.any(Number),
          failuresSinceStart: 0,
        },
        live: { connections: 0 },
      },
    });
  });
});
