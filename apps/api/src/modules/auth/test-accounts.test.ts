import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { uniqueEmail } from '../../../test/factories';

const account = () => ({
  name: 'Fixture Fay',
  email: uniqueEmail('fixture'),
  password: 'a-good-password-1',
  role: 'freelancer',
});

describe('POST /api/test/accounts (TEST_ACCOUNTS, end-to-end runs only)', () => {
  let on: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    [on, off] = await Promise.all([buildTestApp({ TEST_ACCOUNTS: 'true' }), buildTestApp()]);
  });
  afterAll(async () => Promise.all([on.close(), off.close()]));

  it('does not exist unless TEST_ACCOUNTS is set', async () => {
    const res = await off.app.inject({ method: 'POST', url: '/api/test/accounts', payload: account() });
    expect(res.statusCode).toBe(404);
  });

  it('makes a verified account, signed in by its cookie, that also logs in with its password', async () => {
    const body = account();
    const res = await on.app.inject({ method: 'POST', url: '/api/test/accounts', payload: body });
    expect(res.statusCode).toBe(201);
    const { id, accessToken } = res.json<{ id: string; accessToken: string }>();
    expect(String(res.headers['set-cookie'])).toContain(`accessToken=${accessToken}`);
    const me = await on.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `accessToken=${accessToken}` },
    });
    expect(me.json()).toMatchObject({
      user: { id, email: body.email, name: 'Fixture Fay', role: 'freelancer' },
    });
    const login = await on.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the sign-up rules: a taken email is 409, a weak password or an admin role 400', async () => {
    const body = account();
    expect(
      (await on.app.inject({ method: 'POST', url: '/api/test/accounts', payload: body })).statusCode,
    ).toBe(201);
    const again = await on.app.inject({ method: 'POST', url: '/api/test/accounts', payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This email is already registered' });
    for (const payload of [
      { ...account(), password: 'password' },
      { ...account(), role: 'admin' },
    ]) {
      const res = await on.app.inject({ method: 'POST', url: '/api/test/accounts', payload });
      expect(res.statusCode).toBe(400);
    }
  });
});
