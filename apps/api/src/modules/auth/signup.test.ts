import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { buildTestApp, startAppOn, type TestContext } from '../../../test/build-test-app';
import { createUser, uniqueEmail } from '../../../test/factories';
import { codeFrom, startSmtpServer } from '../../../test/smtp';
import { createTestDatabase } from '../../../test/test-db';
import type { Database } from '../../db/client';
import { emailCodes, events, users } from '../../db/schema';
import { createManualClock } from '../../lib/clock';
import { backoffMs } from '../../outbox';

let ctx: TestContext;
/** The browser most tests sign up in. */
let browser: ReturnType<typeof createBrowser>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
// A new browser (and address) per test, so the per-IP limits of one test do not meet another's.
beforeEach(() => {
  browser = createBrowser(ctx.app);
});
afterAll(async () => ctx.close());

const post = (url: string, payload: object) => browser.post(url, payload);
const signup = (email: string, extra: Record<string, unknown> = {}) =>
  post('/api/auth/register', {
    name: 'Ada Lovelace',
    email,
    password: 'analytical-engine',
    role: 'freelancer',
    ...extra,
  });

/** Registers and returns the code from the mail that arrived. */
async function registerAndReadCode(email: string) {
  const before = ctx.smtp.mails.length;
  const res = await signup(email);
  expect(res.statusCode).toBe(200);
  return codeFrom(await ctx.smtp.waitFor(email, before));
}

/** Makes the stored code old enough that the resend cooldown has passed. */
async function passCooldown(email: string) {
  await ctx.db.db
    .update(emailCodes)
    .set({ lastSentAt: new Date(Date.now() - 61_000) })
    .where(eq(emailCodes.email, email));
}

describe('POST /api/auth/register', () => {
  it('answers "OTP sent to your mail" and mails a branded multipart message with a 6-digit code', async () => {
    const email = uniqueEmail();
    const before = ctx.smtp.mails.length;
    const res = await signup(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your mail' });
    const mail = await ctx.smtp.waitFor(email, before);
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(mail.text).toContain('Skillora');
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    // Nothing is created until the code is verified; the password is stored hashed.
    expect(await ctx.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const [pending] = await ctx.db.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(pending?.pending?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(pending)).not.toContain('analytical-engine');
    expect(JSON.stringify(pending)).not.toContain(codeFrom(mail));
  });

  it.each<[Record<string, unknown>, string]>([
    [{ role: 'admin' }, 'Choose whether you are a client or a freelancer'],
    [{ email: 'not-an-email' }, 'Enter a valid email'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ name: '   ' }, 'Name is required'],
    // Common and degenerate passwords (the blocklist in apps/api/assets, ADR 014), in any case.
    ...['password', '12345678', 'aaaaaaaa', '        ', 'Password1', 'trustno1', 'qwerty123', 'hgfedcba'].map(
      (password): [Record<string, unknown>, string] => [
        { password },
        'This password is too common and easy to guess. Choose another one.',
      ],
    ),
    [{ password: 'tab\there-password' }, 'Password must not contain control characters'],
    [{ password: 'bell\u0007password' }, 'Password must not contain control characters'],
    [{ name: undefined }, 'Name is required'],
  ])('rejects %o with 400 "%s"', async (override, message) => {
    const res = await signup(uniqueEmail(), override);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('gives an existing account the same answer, and mails its owner a hint instead of a code', async () => {
    const existing = await createUser(ctx.db.db, { role: 'client', name: 'Grace' });
    const before = ctx.smtp.mails.length;
    const res = await signup(existing.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your mail' });
    const mail = await ctx.smtp.waitFor(existing.email, before);
    expect(mail.subject).toBe('You already have a Skillora account');
    expect(() => codeFrom(mail)).toThrow();
  });

  it('refuses a second code within 60 seconds with 429 and Retry-After', async () => {
    const email = uniqueEmail();
    await registerAndReadCode(email);
    const res = await signup(email);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('creates the account from the stored registration, never from userData, exactly once', async () => {
    const email = uniqueEmail();
    const otp = await registerAndReadCode(email);
    const res = await post('/api/auth/verify-otp', {
      email,
      otp,
      userData: { name: 'Mallory', role: 'admin', password: 'forged-password' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'otp verified successfully' });
    const [user] = await ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Ada Lovelace', role: 'freelancer', status: 'active' });
    const login = await post('/api/auth/login', { email, password: 'analytical-engine' });
    expect(login.statusCode).toBe(200);
    const again = await post('/api/auth/verify-otp', { email, otp });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Invalid OTP' });
  });

  it('answers 400 "Invalid OTP" for a wrong code and 400 "OTP expired" for an old one', async () => {
    const email = uniqueEmail();
    const otp = await registerAndReadCode(email);
    const wrong = await post('/api/auth/verify-otp', { email, otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Invalid OTP' });
    await ctx.db.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const expired = await post('/api/auth/verify-otp', { email, otp });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: 'OTP expired' });
  });

  it('kills the code after 5 wrong tries (429), until a new one is sent', async () => {
    const email = uniqueEmail();
    const otp = await registerAndReadCode(email);
    const wrongCode = otp === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/verify-otp', { email, otp: wrongCode });
      expect(res.statusCode).toBe(400);
    }
    const locked = await post('/api/auth/verify-otp', { email, otp });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too many wrong codes. Request a new code.' });

    await passCooldown(email);
    const before = ctx.smtp.mails.length;
    expect((await post('/api/auth/resend-otp', { email })).statusCode).toBe(200);
    const fresh = codeFrom(await ctx.smtp.waitFor(email, before));
    expect((await post('/api/auth/verify-otp', { email, otp: fresh })).statusCode).toBe(200);
  });

  it('creates exactly one account when 20 verifications of one code race', async () => {
    const email = uniqueEmail();
    const otp = await registerAndReadCode(email);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/auth/verify-otp', { email, otp })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 400)).toBe(true);
    expect(await ctx.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('creates nothing for an address that already has an account', async () => {
    const existing = await createUser(ctx.db.db, { role: 'client' });
    const before = ctx.smtp.mails.length;
    await signup(existing.email);
    await ctx.smtp.waitFor(existing.email, before);
    for (const otp of ['000000', '123456']) {
      const res = await post('/api/auth/verify-otp', { email: existing.email, otp });
      expect(res.json()).toEqual({ error: 'Invalid OTP' });
    }
  });

  it('rejects a malformed code with 400 before looking anything up', async () => {
    const res = await post('/api/auth/verify-otp', { email: uniqueEmail(), otp: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Enter the 6-digit code' });
  });
});

describe('POST /api/auth/resend-otp', () => {
  it('sends a new code and the old one dies', async () => {
    const email = uniqueEmail();
    const first = await registerAndReadCode(email);
    await passCooldown(email);
    const before = ctx.smtp.mails.length;
    const res = await post('/api/auth/resend-otp', { email });
    expect(res.statusCode).toBe(200);
    const second = codeFrom(await ctx.smtp.waitFor(email, before));
    if (first !== second) {
      expect((await post('/api/auth/verify-otp', { email, otp: first })).json()).toEqual({
        error: 'Invalid OTP',
      });
    }
    expect((await post('/api/auth/verify-otp', { email, otp: second })).statusCode).toBe(200);
  });

  it('allows at most one code per 60 s and five per hour', async () => {
    const email = uniqueEmail();
    await registerAndReadCode(email);
    expect((await post('/api/auth/resend-otp', { email })).statusCode).toBe(429);
    for (let i = 2; i <= 5; i++) {
      await passCooldown(email);
      expect((await post('/api/auth/resend-otp', { email })).statusCode).toBe(200);
    }
    await passCooldown(email);
    const sixth = await post('/api/auth/resend-otp', { email });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toMatch(/^Too many codes requested\. Try again in \d+ minutes\.$/);
  });

  it('answers the same for an address with nothing pending, and sends nothing', async () => {
    const email = uniqueEmail();
    const before = ctx.smtp.mails.length;
    const res = await post('/api/auth/resend-otp', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your mail' });
    await ctx.app.outbox.idle();
    expect(ctx.smtp.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(0);
  });
});

describe('a pending sign-up belongs to the browser that made it', () => {
  const details = (email: string, name: string, password: string, role = 'client') => ({
    name,
    email,
    password,
    role,
  });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });

  it('is not replaced by a second registration from another browser, whose owner hears of it', async () => {
    const email = uniqueEmail();
    const victim = createBrowser(ctx.app, '192.0.2.10');
    const attacker = createBrowser(ctx.app, '192.0.2.66');
    const before = ctx.smtp.mails.length;
    await victim.post('/api/auth/register', details(email, 'Vera', 'victims-own-password'));
    const otp = codeFrom(await ctx.smtp.waitFor(email, before));
    await passCooldown(email);

    const middle = ctx.smtp.mails.length;
    const second = await attacker.post(
      '/api/auth/register',
      details(email, 'Mallory', 'attackers-password', 'freelancer'),
    );
    // The same answer as ever: nothing tells the second browser what happened.
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: 'OTP sent to your mail' });
    const notice = await ctx.smtp.waitFor(email, middle);
    expect(notice.subject).toBe('A Skillora sign-up with this email is already waiting');
    expect(() => codeFrom(notice)).toThrow();

    // The first code still completes the first sign-up, with its own details.
    expect((await victim.post('/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);
    const [user] = await ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Vera', role: 'client' });
    expect((await login(email, 'attackers-password')).statusCode).toBe(401);
    expect((await login(email, 'victims-own-password')).statusCode).toBe(200);
  });

  it('is completed by its code only in that browser, or with its password as the spec client sends it', async () => {
    const email = uniqueEmail();
    const attacker = createBrowser(ctx.app, '192.0.2.67');
    const before = ctx.smtp.mails.length;
    await attacker.post('/api/auth/register', details(email, 'Mallory', 'attackers-password'));
    // The code reaches the address's owner, who enters it elsewhere: it must not create the
    // attacker's account.
    const otp = codeFrom(await ctx.smtp.waitFor(email, before));
    const owner = createBrowser(ctx.app, '192.0.2.11');
    for (const userData of [undefined, { name: 'Owner', password: 'owners-guess-1' }]) {
      const res = await owner.post('/api/auth/verify-otp', { email, otp, userData });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Enter this code in the browser you signed up in' });
    }
    expect(await ctx.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // The spec's client carries the sign-up's password back in userData: that proves it too.
    const specClient = createBrowser(ctx.app, '192.0.2.12');
    const res = await specClient.post('/api/auth/verify-otp', {
      email,
      otp,
      userData: { name: 'Mallory', email, password: 'attackers-password', role: 'client' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('is replaced when the same browser registers again with new details', async () => {
    const email = uniqueEmail();
    const first = await registerAndReadCode(email);
    await passCooldown(email);
    const before = ctx.smtp.mails.length;
    await signup(email, { name: 'Ada King', password: 'new-analytical-engine' });
    const second = codeFrom(await ctx.smtp.waitFor(email, before));
    if (first !== second)
      expect((await post('/api/auth/verify-otp', { email, otp: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-otp', { email, otp: second })).statusCode).toBe(200);
    const [user] = await ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Ada King');
    expect((await login(email, 'new-analytical-engine')).statusCode).toBe(200);
  });
});

describe('sign-up mails go through the outbox', () => {
  const registration = (email: string) => ({
    method: 'POST' as const,
    url: '/api/auth/register',
    payload: { name: 'Nia', email, password: 'good-password', role: 'client' },
  });
  const codeEvents = (db: Database) =>
    db.select().from(events).where(eq(events.type, 'auth.code-issued')).orderBy(events.id);

  it('keeps the mail pending while the mail server is down, and sends it when it is back', async () => {
    const clock = createManualClock(new Date());
    const down = await buildTestApp({}, { clock });
    try {
      down.smtp.setDown(true);
      const email = uniqueEmail();
      const inDown = createBrowser(down.app);
      const res = await inDown.post('/api/auth/register', registration(email).payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'OTP sent to your mail' });
      await down.app.outbox.idle();
      const [event] = await codeEvents(down.db.db);
      expect(event).toMatchObject({ handledAt: null, failedAt: null, attempts: 1 });
      expect(event?.lastError).toMatch(/^mail: the code: /);
      // The code travels as the event's secret, never in its payload.
      expect(event?.payload).toEqual({ purpose: 'register', email });
      expect(event?.secret).toMatch(/^\d{6}$/);
      expect(down.smtp.to(email)).toHaveLength(0);

      down.smtp.setDown(false);
      clock.advance(backoffMs(1));
      await down.app.outbox.idle();
      const mails = down.smtp.to(email);
      expect(mails).toHaveLength(1);
      const verify = await inDown.post('/api/auth/verify-otp', { email, otp: codeFrom(mails[0]!) });
      expect(verify.statusCode).toBe(200);
      const [handled] = await codeEvents(down.db.db);
      expect(handled).toMatchObject({ secret: null, attempts: 2 });
      expect(handled?.handledAt).not.toBeNull();
    } finally {
      await down.close();
    }
  });

  it('sends exactly one mail after a restart when the app stopped between commit and send', async () => {
    const database = await createTestDatabase();
    const smtp = await startSmtpServer();
    try {
      const email = uniqueEmail();
      // Nothing listens on port 9: the sign-up commits, its mail cannot leave.
      const first = await startAppOn(database.handle, { SMTP_URL: 'smtp://127.0.0.1:9' });
      expect((await first.inject(registration(email))).statusCode).toBe(200);
      await first.close();
      expect(smtp.to(email)).toHaveLength(0);

      // The next start, once the retry is due (or the lease of a dispatcher stopped mid-claim has
      // run out: a minute), with a mail server that works.
      const second = await startAppOn(
        database.handle,
        { SMTP_URL: smtp.url },
        { clock: createManualClock(new Date(Date.now() + 61_000)) },
      );
      try {
        await second.outbox.idle();
        expect(smtp.to(email)).toHaveLength(1);
        expect(codeFrom(smtp.to(email)[0]!)).toMatch(/^\d{6}$/);
      } finally {
        await second.close();
      }
    } finally {
      await smtp.close();
      await database.drop();
    }
  });

  it('mails nothing when the sign-up did not commit', async () => {
    const email = uniqueEmail();
    const existing = await codeEvents(ctx.db.db);
    // A second request within the cooldown is refused: its transaction rolls back, its code dies.
    await registerAndReadCode(email);
    expect((await signup(email)).statusCode).toBe(429);
    await ctx.app.outbox.idle();
    expect(ctx.smtp.to(email)).toHaveLength(1);
    expect(await codeEvents(ctx.db.db)).toHaveLength(existing.length + 1);
  });
});
