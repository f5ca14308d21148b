import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { addPasskey, newAuthenticator, registrationOptions } from '../../../test/passkeys';
import { passkeys, recoveryCodes } from '../../../test/tables';
import { call, createStepClock } from '../../../test/two-factor';
import { relyingPartyOf } from './webauthn';

const clock = createStepClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(async () => ctx.close());

const EXPIRED = { error: 'This passkey request has expired. Please try again.' };
const NOT_VERIFIED = { error: 'This passkey could not be verified. Please try again.' };

async function signedIn(role: 'client' | 'freelancer' | 'admin' = 'freelancer', app = () => ctx) {
  const user = await createUser(app().db.db, { role, name: 'Pia Passkey' });
  const { cookie } = await loginAs(app().app, user.email);
  return { user, cookie };
}

const list = (cookie: string) => call(ctx, { method: 'GET', url: '/api/me/passkeys', cookie });
const status = (cookie: string) => call(ctx, { method: 'GET', url: '/api/me/2fa', cookie });
const add = (cookie: string, payload: object) =>
  call(ctx, { method: 'POST', url: '/api/me/passkeys', cookie, payload });

describe('POST /api/me/passkeys/options', () => {
  it('asks for a discoverable passkey of this site, naming the user by an opaque handle', async () => {
    const { user, cookie } = await signedIn();
    const options = await registrationOptions(ctx, cookie);
    const rp = relyingPartyOf(ctx.app.config);
    expect(options).toMatchObject({
      rp: { id: rp.id, name: 'Skillora' },
      user: { name: user.email, displayName: 'Pia Passkey' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(Buffer.from(options.user.id, 'base64url').toString('hex')).toBe(user.id.replace(/-/g, ''));
  });

  it('needs a session', async () => {
    expect((await call(ctx, { method: 'POST', url: '/api/me/passkeys/options' })).statusCode).toBe(401);
  });
});

describe('POST /api/me/passkeys', () => {
  it('keeps the credential, its key and counter; the first turns two-step verification on with recovery codes', async () => {
    const { user, cookie } = await signedIn();
    const authenticator = newAuthenticator(ctx);
    const first = await addPasskey(ctx, cookie, authenticator);
    expect(first.passkey).toMatchObject({ name: 'Passkey' });
    expect(first.recoveryCodes).toHaveLength(10);
    const [row] = await ctx.db.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(row).toMatchObject({
      credentialId: authenticator.credentialId,
      counter: 0,
      transports: ['internal'],
      lastUsedAt: null,
    });
    expect(row?.publicKey).toMatch(/^[\w-]{40,}$/);

    // A second passkey is one more way in, not a new start: no new recovery codes.
    const second = await addPasskey(ctx, cookie, newAuthenticator(ctx), '  Work laptop ');
    expect(second.recoveryCodes).toBeUndefined();
    expect((await list(cookie)).json()).toEqual({
      data: [
        { id: first.passkey.id, name: 'Passkey', createdAt: expect.any(String), lastUsedAt: null },
        { id: second.passkey.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
      ],
    });
    expect((await status(cookie)).json()).toEqual({
      factors: [{ kind: 'passkey', addedAt: first.passkey.createdAt }],
      recoveryCodesLeft: 10,
      isRequired: false,
    });
  });

  it('refuses an answer to a challenge it never handed out', async () => {
    const { cookie } = await signedIn();
    await registrationOptions(ctx, cookie);
    const response = newAuthenticator(ctx).register({
      challenge: 'bm90LWEtY2hhbGxlbmdlLWhhbmRlZC1vdXQtYnktdXM',
    });
    const res = await add(cookie, { response });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('takes each challenge once: the same answer again is refused', async () => {
    const { cookie } = await signedIn();
    const response = newAuthenticator(ctx).register(await registrationOptions(ctx, cookie));
    expect((await add(cookie, { response })).statusCode).toBe(201);
    const again = await add(cookie, { response });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(EXPIRED);
  });

  it('refuses a challenge after five minutes', async () => {
    const { cookie } = await signedIn();
    const options = await registrationOptions(ctx, cookie);
    clock.advance(5 * 60_000);
    const res = await add(cookie, { response: newAuthenticator(ctx).register(options) });
    expect(res.json()).toEqual(EXPIRED);
  });

  it("refuses another user's challenge and a ceremony from another origin", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceOptions = await registrationOptions(ctx, alice.cookie);
    const stolen = await add(bob.cookie, { response: newAuthenticator(ctx).register(aliceOptions) });
    expect(stolen.json()).toEqual(EXPIRED);

    const options = await registrationOptions(ctx, bob.cookie);
    const phished = newAuthenticator(ctx).register(options, { origin: 'https://skil1ora.example' });
    const res = await add(bob.cookie, { response: phished });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NOT_VERIFIED);
    expect((await list(bob.cookie)).json()).toEqual({ data: [] });
  });

  it('refuses a passkey registered already (409) and a name too long (400)', async () => {
    const { cookie } = await signedIn();
    const authenticator = newAuthenticator(ctx);
    await addPasskey(ctx, cookie, authenticator);
    const twice = await add(cookie, {
      response: authenticator.register(await registrationOptions(ctx, cookie)),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This passkey is already registered.' });

    const options = await registrationOptions(ctx, cookie);
    const long = await add(cookie, {
      response: newAuthenticator(ctx).register(options),
      name: 'x'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: 'Name must be at most 60 characters' });
  });
});

describe('DELETE /api/me/passkeys/:id', () => {
  it("removes only the owner's passkey: another user's answers 404 and stays", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const { passkey } = await addPasskey(ctx, alice.cookie, newAuthenticator(ctx));
    const url = `/api/me/passkeys/${passkey.id}`;
    const foreign = await call(ctx, { method: 'DELETE', url, cookie: bob.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Passkey not found' });
    expect((await list(alice.cookie)).json().data).toHaveLength(1);
  });

  it('removing the last second factor turns two-step verification off: the recovery codes go', async () => {
    const { user, cookie } = await signedIn();
    const { passkey } = await addPasskey(ctx, cookie, newAuthenticator(ctx));
    const res = await call(ctx, { method: 'DELETE', url: `/api/me/passkeys/${passkey.id}`, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Passkey removed' });
    expect((await status(cookie)).json()).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
    expect(await ctx.db.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    const again = await call(ctx, { method: 'DELETE', url: `/api/me/passkeys/${passkey.id}`, cookie });
    expect(again.statusCode).toBe(404);
  });
});

describe('ADMIN_2FA required', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await buildTestApp({ ADMIN_2FA: 'required' }, { clock });
  });
  afterAll(async () => strict.close());

  it('an admin with a passkey (and no authenticator app) uses the admin area', async () => {
    const { cookie } = await signedIn('admin', () => strict);
    const dashboard = () => call(strict, { method: 'GET', url: '/api/admin/dashboard', cookie });
    expect((await dashboard()).statusCode).toBe(403);
    await addPasskey(strict, cookie, newAuthenticator(strict));
    expect((await dashboard()).statusCode).toBe(200);
    const me = await call(strict, { method: 'GET', url: '/api/auth/me', cookie });
    expect(me.json().user.needsSecondFactor).toBeUndefined();
  });
});
