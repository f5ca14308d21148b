import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { buildTestApp, startAppOn } from '../../../test/build-test-app';
import { uniqueEmail } from '../../../test/factories';
import { codeFrom, startSmtpServer } from '../../../test/smtp';
import { createTestDatabase } from '../../../test/test-db';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/events';
import { createManualClock } from '../../lib/clock';
import { backoffMs } from '../../outbox';
import { useSignupApp } from './signup-app';

const { state, signup, registerAndReadCode } = useSignupApp();

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
    const existing = await codeEvents(state.ctx.db.db);
    // A second request within the cooldown is refused: its transaction rolls back, its code dies.
    await registerAndReadCode(email);
    expect((await signup(email)).statusCode).toBe(429);
    await state.ctx.app.outbox.idle();
    expect(state.ctx.smtp.to(email)).toHaveLength(1);
    expect(await codeEvents(state.ctx.db.db)).toHaveLength(existing.length + 1);
  });
});
