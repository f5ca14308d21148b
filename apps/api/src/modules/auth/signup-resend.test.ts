import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { uniqueEmail } from '../../../test/factories';
import { codeFrom } from '../../../test/smtp';
import { users } from './schema';
import { useSignupApp } from './signup-app';

const { state, post, signup, registerAndReadCode, passCooldown } = useSignupApp();

describe('POST /api/auth/resend-otp', () => {
  it('sends a new code and the old one dies', async () => {
    const email = uniqueEmail();
    const first = await registerAndReadCode(email);
    await passCooldown(email);
    const before = state.ctx.smtp.mails.length;
    const res = await post('/api/auth/resend-otp', { email });
    expect(res.statusCode).toBe(200);
    const second = codeFrom(await state.ctx.smtp.waitFor(email, before));
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
    const before = state.ctx.smtp.mails.length;
    const res = await post('/api/auth/resend-otp', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'OTP sent to your mail' });
    await state.ctx.app.outbox.idle();
    expect(state.ctx.smtp.mails.slice(before).filter((m) => m.to.includes(email))).toHaveLength(0);
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
    const victim = createBrowser(state.ctx.app, '192.0.2.10');
    const attacker = createBrowser(state.ctx.app, '192.0.2.66');
    const before = state.ctx.smtp.mails.length;
    await victim.post('/api/auth/register', details(email, 'Vera', 'victims-own-password'));
    const otp = codeFrom(await state.ctx.smtp.waitFor(email, before));
    await passCooldown(email);

    const middle = state.ctx.smtp.mails.length;
    const second = await attacker.post(
      '/api/auth/register',
      details(email, 'Mallory', 'attackers-password', 'freelancer'),
    );
    // The same answer as ever: nothing tells the second browser what happened.
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: 'OTP sent to your mail' });
    const notice = await state.ctx.smtp.waitFor(email, middle);
    expect(notice.subject).toBe('A Skillora sign-up with this email is already waiting');
    expect(() => codeFrom(notice)).toThrow();

    // The first code still completes the first sign-up, with its own details.
    expect((await victim.post('/api/auth/verify-otp', { email, otp })).statusCode).toBe(200);
    const [user] = await state.ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Vera', role: 'client' });
    expect((await login(email, 'attackers-password')).statusCode).toBe(401);
    expect((await login(email, 'victims-own-password')).statusCode).toBe(200);
  });

  it('is completed by its code only in that browser, or with its password as the spec client sends it', async () => {
    const email = uniqueEmail();
    const attacker = createBrowser(state.ctx.app, '192.0.2.67');
    const before = state.ctx.smtp.mails.length;
    await attacker.post('/api/auth/register', details(email, 'Mallory', 'attackers-password'));
    // The code reaches the address's owner, who enters it elsewhere: it must not create the
    // attacker's account.
    const otp = codeFrom(await state.ctx.smtp.waitFor(email, before));
    const owner = createBrowser(state.ctx.app, '192.0.2.11');
    for (const userData of [undefined, { name: 'Owner', password: 'owners-guess-1' }]) {
      const res = await owner.post('/api/auth/verify-otp', { email, otp, userData });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Enter this code in the browser you signed up in' });
    }
    expect(await state.ctx.db.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // The spec's client carries the sign-up's password back in userData: that proves it too.
    const specClient = createBrowser(state.ctx.app, '192.0.2.12');
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
    const before = state.ctx.smtp.mails.length;
    await signup(email, { name: 'Ada King', password: 'new-analytical-engine' });
    const second = codeFrom(await state.ctx.smtp.waitFor(email, before));
    if (first !== second)
      expect((await post('/api/auth/verify-otp', { email, otp: first })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-otp', { email, otp: second })).statusCode).toBe(200);
    const [user] = await state.ctx.db.db.select().from(users).where(eq(users.email, email));
    expect(user?.name).toBe('Ada King');
    expect((await login(email, 'new-analytical-engine')).statusCode).toBe(200);
  });
});
