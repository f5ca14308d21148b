import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../../test/browser';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs, setStatus } from '../../../test/factories';
import { addPasskey, newAuthenticator, signInOptions, signInWithPasskey } from '../../../test/passkeys';
import { loginChallenges, passkeys, sessions, users } from '../../../test/tables';
import { call, createStepClock, passwordStep, secondStep } from '../../../test/two-factor';

const clock = createStepClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const EXPIRED = { error: 'This passkey request has expired. Please try again.' };
const NOT_VERIFIED = { error: 'This passkey could not be verified. Please try again.' };
const UNKNOWN = {
  error: 'This passkey is not registered with Skillora. Sign in with your password, or use another passkey.',
};

/** A user with a passkey (and no authenticator app), signed out. */
async function withPasskey() {
  const user = await createUser(ctx.db.db, { role: 'freelancer', name: 'Pat Key' });
  const { cookie } = await loginAs(ctx.app, user.email);
  const authenticator = newAuthenticator(ctx);
  const { recoveryCodes } = await addPasskey(ctx, cookie, authenticator);
  await call(ctx, { method: 'POST', url: '/api/auth/logout', cookie });
  return { user, authenticator, recoveryCodes: recoveryCodes ?? [] };
}

const rowOf = async (credentialId: string) =>
  (await ctx.db.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)))[0];

describe('POST /api/auth/passkey', () => {
  it('signs in with the passkey alone, answering as a login does; the counter and last use are kept', async () => {
    const { user, authenticator } = await withPasskey();
    const options = await signInOptions(ctx);
    // No email asked: any passkey of this site may answer.
    expect(options.allowCredentials).toEqual([]);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/auth/passkey',
      payload: { response: authenticator.assert(options) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: user.id,
        email: user.email,
        status: 'active',
        profilePic: null,
        photoUrl: null,
        name: 'Pat Key',
      },
      role: 'freelancer',
      accessToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(res.headers['set-cookie']).toMatch(/^accessToken=[\w-]{43}; .*HttpOnly/);
    const me = await call(ctx, {
      method: 'GET',
      url: '/api/auth/me',
      cookie: `accessToken=${res.json().accessToken}`,
    });
    expect(me.json().user.id).toBe(user.id);
    expect(await rowOf(authenticator.credentialId)).toMatchObject({ counter: 1, lastUsedAt: clock.now() });

    expect((await signInWithPasskey(ctx, authenticator)).statusCode).toBe(200);
    expect((await rowOf(authenticator.credentialId))?.counter).toBe(2);
  });

  it('refuses an answer to a challenge it never handed out, and the same answer twice', async () => {
    const { authenticator } = await withPasskey();
    const made = authenticator.assert({ challenge: 'bm90LWEtY2hhbGxlbmdlLWhhbmRlZC1vdXQtYnktdXM' });
    const forged = await call(ctx, { method: 'POST', url: '/api/auth/passkey', payload: { response: made } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(EXPIRED);

    const response = authenticator.assert(await signInOptions(ctx));
    const first = await call(ctx, { method: 'POST', url: '/api/auth/passkey', payload: { response } });
    expect(first.statusCode).toBe(200);
    const replayed = await call(ctx, { method: 'POST', url: '/api/auth/passkey', payload: { response } });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual(EXPIRED);
  });

  it('refuses a passkey it does not know', async () => {
    const res = await signInWithPasskey(ctx, newAuthenticator(ctx));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNKNOWN);
  });

  it('refuses a counter that did not move on (a cloned authenticator) and a passkey without user verification', async () => {
    const { authenticator } = await withPasskey();
    expect((await signInWithPasskey(ctx, authenticator)).statusCode).toBe(200);
    const cloned = await signInWithPasskey(ctx, authenticator, { use: { counter: 1 } });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toEqual(NOT_VERIFIED);
    // Alone a passkey is both factors: the PIN or fingerprint must have been checked.
    const presenceOnly = await signInWithPasskey(ctx, authenticator, { use: { userVerified: false } });
    expect(presenceOnly.json()).toEqual(NOT_VERIFIED);
    expect((await rowOf(authenticator.credentialId))?.counter).toBe(1);
  });

  it('refuses a blocked account as the password login does, and a deleted one', async () => {
    const blocked = await withPasskey();
    await setStatus(ctx.db.db, blocked.user.id, 'blocked');
    const res = await signInWithPasskey(ctx, blocked.authenticator);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your account has been blocked' });
    expect(await ctx.db.db.select().from(sessions).where(eq(sessions.userId, blocked.user.id))).toEqual([]);

    const deleted = await withPasskey();
    await ctx.db.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, deleted.user.id));
    const gone = await signInWithPasskey(ctx, deleted.authenticator);
    expect(gone.statusCode).toBe(401);
    expect(gone.json()).toEqual(UNKNOWN);
  });

  it("has the login throttle's limits", async () => {
    const { authenticator } = await withPasskey();
    const ip = uniqueIp();
    const forged = () =>
      call(ctx, {
        method: 'POST',
        url: '/api/auth/passkey',
        ip,
        payload: { response: authenticator.assert({ challenge: 'Zm9yZ2VkLWNoYWxsZW5nZQ' }) },
      });
    for (let i = 0; i < 5; i += 1) expect((await forged()).statusCode).toBe(401);
    const sixth = await forged();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/^Too many failed sign-in attempts. Try again in \d+ minutes?\.$/);
  });
});

describe('a password sign-in of an account with a passkey', () => {
  it('asks for the second step, which the passkey (presence is enough) passes once', async () => {
    const { user, authenticator } = await withPasskey();
    const loginToken = await passwordStep(ctx, user.email, user.password);
    const options = await signInOptions(ctx, loginToken);
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: authenticator.credentialId })]);
    const payload = { loginToken, response: authenticator.assert(options, { userVerified: false }) };
    const res = await call(ctx, { method: 'POST', url: '/api/auth/passkey', payload });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(await ctx.db.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id))).toEqual(
      [],
    );
    const fresh = authenticator.assert(await signInOptions(ctx), { userVerified: false });
    const again = await call(ctx, {
      method: 'POST',
      url: '/api/auth/passkey',
      payload: { ...payload, response: fresh },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'Your sign-in has expired. Please log in again.' });
  });

  it("refuses another account's passkey for the step; a recovery code passes it", async () => {
    const { user, recoveryCodes } = await withPasskey();
    const other = await withPasskey();
    const loginToken = await passwordStep(ctx, user.email, user.password);
    const wrong = await signInWithPasskey(ctx, other.authenticator, { loginToken });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'This passkey belongs to another account. Use a passkey of this account.',
    });
    const res = await secondStep(ctx, { loginToken, recoveryCode: recoveryCodes[0] });
    expect(res.statusCode, res.body).toBe(200);
  });
});
