import { expect } from 'vitest';
import { relyingPartyOf } from '../src/modules/two-factor';
import type { TestContext } from './build-test-app';
import { createSoftAuthenticator, type SoftAuthenticator } from './soft-authenticator';
import { call } from './two-factor';

type Use = Parameters<SoftAuthenticator['assert']>[1];

/** A software authenticator for the app's relying party (its APP_URL, or http://localhost:PORT). */
export const newAuthenticator = (ctx: TestContext) => createSoftAuthenticator(relyingPartyOf(ctx.app.config));

export async function registrationOptions(ctx: TestContext, cookie: string) {
  const res = await call(ctx, { method: 'POST', url: '/api/me/passkeys/options', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ challenge: string; user: { id: string } }>();
}

/** Registers `authenticator` for the signed-in `cookie` through the two requests a browser makes. */
export async function addPasskey(
  ctx: TestContext,
  cookie: string,
  authenticator: SoftAuthenticator,
  name?: string,
) {
  const options = await registrationOptions(ctx, cookie);
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/me/passkeys',
    cookie,
    payload: { response: authenticator.register(options), ...(name ? { name } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ passkey: { id: string; name: string; createdAt: string }; recoveryCodes?: string[] }>();
}

export async function signInOptions(ctx: TestContext, loginToken?: string) {
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/auth/passkey/options',
    payload: loginToken ? { loginToken } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ challenge: string; allowCredentials?: { id: string }[] }>();
}

/** Options, then the authenticator's answer to them, as the login page does. */
export async function signInWithPasskey(
  ctx: TestContext,
  authenticator: SoftAuthenticator,
  { loginToken, use, ip }: { loginToken?: string; use?: Use; ip?: string } = {},
) {
  const options = await signInOptions(ctx, loginToken);
  return call(ctx, {
    method: 'POST',
    url: '/api/auth/passkey',
    ip,
    payload: { response: authenticator.assert(options, use), ...(loginToken ? { loginToken } : {}) },
  });
}
