import { TOTP_PERIOD_S } from '@skillora/shared';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import { uniqueIp } from './browser';
import type { TestContext } from './build-test-app';

const STEP_MS = TOTP_PERIOD_S * 1000;

/** The app's clock, one second into a 30-second step: a code made "now" is that step's code. */
export const createStepClock = () =>
  createManualClock(new Date(Math.floor(Date.now() / STEP_MS) * STEP_MS + 1000));
export type StepClock = ReturnType<typeof createStepClock>;

/** The code an authenticator app shows for `secret` at `at` (the test's clock, not the wall's). */
export const codeAt = (secret: string, at: Date) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_S,
    timestamp: at.getTime(),
  });

/** The next step's code: the clock moves on 30 s first, as a person waits for their app's next code. */
export function nextCode(clock: StepClock, secret: string) {
  clock.advance(STEP_MS);
  return codeAt(secret, clock.now());
}

/** A code of `secret` that is none of the three accepted around the clock's now. */
export function wrongCode(clock: StepClock, secret: string) {
  const near = [-STEP_MS, 0, STEP_MS].map((ms) => codeAt(secret, new Date(clock.now().getTime() + ms)));
  let code = Number(near[1]);
  let text: string;
  do {
    code = (code + 1) % 1_000_000;
    text = String(code).padStart(6, '0');
  } while (near.includes(text));
  return text;
}

type Call = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  payload?: object;
  cookie?: string;
  ip?: string;
};

/** One request as a client at `ip` (its own address by default, so per-IP limits meet this test only). */
export const call = (
  ctx: TestContext,
  { method, url, payload, cookie, ip }: Call,
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: ip ?? uniqueIp(),
    ...(payload ? { payload } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Turns an authenticator on for the signed-in `cookie`; answers its secret and the recovery codes. */
export async function turnOnTotp(ctx: TestContext, clock: StepClock, cookie: string) {
  const started = await call(ctx, { method: 'POST', url: '/api/me/2fa/totp', cookie });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await call(ctx, {
    method: 'POST',
    url: '/api/me/2fa/totp/confirm',
    cookie,
    payload: { code: codeAt(secret, clock.now()) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step of a login with two-step verification on: its loginToken. */
export async function passwordStep(ctx: TestContext, email: string, password: string, ip?: string) {
  const res = await call(ctx, { method: 'POST', url: '/api/auth/login', payload: { email, password }, ip });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({
    secondFactorRequired: true,
    loginToken: expect.stringMatching(/^[\w-]{43}$/),
  });
  expect(res.headers['set-cookie']).toBeUndefined();
  return res.json<{ loginToken: string }>().loginToken;
}

export const secondStep = (ctx: TestContext, payload: object, ip?: string) =>
  call(ctx, { method: 'POST', url: '/api/auth/login/second-factor', payload, ip });
