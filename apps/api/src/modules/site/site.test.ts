import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/site/viewer', () => {
  it('answers a visitor with user null (200, never a 401)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site/viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in user, and a visitor again once they log out', async () => {
    const user = await createUser(ctx.db.db, { role: 'client', name: 'Vera Viewer' });
    const { cookie } = await loginAs(ctx.app, user.email);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/site/viewer', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, name: 'Vera Viewer', role: 'client' });
    expect(JSON.stringify(res.json())).not.toMatch(/password|hash|token/i);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/site/viewer', headers: { cookie } });
    expect(after.json()).toEqual({ user: null });
  });
});
