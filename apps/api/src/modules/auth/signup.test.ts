import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../test/factories';
import { codeFrom } from '../../../test/smtp';
import { emailCodes, users } from './schema';
import { useSignupApp } from './signup-app';

const { state, post, signup, registerAndReadCode, passCooldown } = useSignupApp();

describe('POST /api/auth/register', () => {
  it('answers "OTP sent to your mail" and mails a branded multipart message with a 6-digit code', async () => {
    const email = uniqueEmail();
    const before = state.ctx.smtp.mails.length;
    const res = await signup(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your mail' });
    const mail = await state.ctx.smtp.waitFor(email, before);
    expect(mail.raw).toMatch(/multipart\/alternative/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(mail.text).toContain('Skillora');
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    // Nothing is created until the code is verified; the password is stored hashed.
    expect(await state.ctx.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const [pending] = await state.ctx.db.db.select().from(emailCodes).where(eq(emailCodes.email, email));
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
    const existing = await createUser(state.ctx.db.db, { role: 'client', name: 'Grace' });
    const before = state.ctx.smtp.mails.length;
    const res = await signup(existing.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your mail' });
    const mail = await state.ctx.smtp.waitFor(existing.email, before);
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
    const [user] = await state.ctx.db.db.select().from(users).where(eq(users.email, email));
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
    await state.ctx.db.db
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
    const before = state.ctx.smtp.mails.length;
    expect((await post('/api/auth/resend-otp', { email })).statusCode).toBe(200);
    const fresh = codeFrom(await state.ctx.smtp.waitFor(email, before));
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
    expect(await state.ctx.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('creates nothing for an address that already has an account', async () => {
    const existing = await createUser(state.ctx.db.db, { role: 'client' });
    const before = state.ctx.smtp.mails.length;
    await signup(existing.email);
    await state.ctx.smtp.waitFor(existing.email, before);
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
