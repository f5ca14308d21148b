import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { hashToken } from '../src/lib/tokens';
import { codeHash } from '../src/modules/auth/auth-codes';
import { createBrowser } from './browser';
import { startAppOn } from './build-test-app';
import { createUser, uniqueEmail } from './factories';
import { codeFrom, type SmtpCatcher, startSmtpServer } from './smtp';
import { createTestDatabase } from './test-db';

// A run full of failing inputs, database errors included, with every log line captured: none of
// the secrets it used may appear in them, in any form.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: SmtpCatcher;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  const logStream = { write: (line: string) => void lines.push(line) };
  app = await startAppOn(database.handle, { SMTP_URL: smtp.url, LOG_LEVEL: 'debug' }, { logStream });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
  await database.drop();
});

/** Makes every write to `table` fail inside the database, as a broken constraint or disk would. */
async function breakWrites(table: string) {
  await database.handle.db.execute(
    sql.raw(`create or replace function skillora_test_fail() returns trigger
      language plpgsql as $$ begin raise exception 'simulated failure'; end $$`),
  );
  await database.handle.db.execute(
    sql.raw(`create trigger skillora_test_fail before insert or update on ${table}
      for each row execute function skillora_test_fail()`),
  );
}
const mendWrites = (table: string) =>
  database.handle.db.execute(sql.raw(`drop trigger skillora_test_fail on ${table}`));

describe('the log', () => {
  it('holds no password, hash, code or token after a run of failures', async () => {
    const secrets: string[] = [];
    const browser = createBrowser(app);
    const post = (url: string, payload: object) => browser.post(url, payload);

    // Logins: wrong passwords, an unknown account, then one that works (its token is a secret).
    const user = await createUser(database.handle.db, { password: 'users-real-password-1' });
    secrets.push('users-real-password-1', user.passwordHash);
    for (const password of ['wrong-guess-one', 'wrong-guess-two']) {
      secrets.push(password);
      expect((await post('/api/auth/login', { email: user.email, password })).statusCode).toBe(401);
    }
    await post('/api/auth/login', { email: uniqueEmail(), password: 'nobody-password-1' });
    secrets.push('nobody-password-1');
    const login = await post('/api/auth/login', { email: user.email, password: 'users-real-password-1' });
    const token = login.json<{ accessToken: string }>().accessToken;
    secrets.push(token, hashToken(token));

    // Sign-ups refused, and one whose code is then given wrong and from the wrong browser.
    await post('/api/auth/register', {
      name: 'W',
      email: uniqueEmail(),
      password: 'password',
      role: 'client',
    });
    const email = uniqueEmail();
    const before = smtp.mails.length;
    await post('/api/auth/register', { name: 'Sig', email, password: 'signup-secret-pass', role: 'client' });
    const code = codeFrom(await smtp.waitFor(email, before));
    secrets.push('signup-secret-pass', code, codeHash('register', email, code));
    await createBrowser(app).post('/api/auth/verify-otp', {
      email,
      otp: code,
      userData: { password: 'guessed-pass-1' },
    });
    secrets.push('guessed-pass-1');

    // A reset code, then the database failing as the new password is written.
    const asked = smtp.mails.length;
    await post('/api/auth/forgot-password', { email: user.email });
    const resetCode = codeFrom(await smtp.waitFor(user.email, asked));
    secrets.push(resetCode, codeHash('reset', user.email, resetCode), 'next-secret-password');
    await breakWrites('users');
    const reset = await post('/api/auth/reset-password', {
      email: user.email,
      otp: resetCode,
      password: 'next-secret-password',
    });
    expect(reset.statusCode).toBe(500);
    await mendWrites('users');

    // The database failing as a session (its token hash) and a code (its hash, the pending
    // sign-up's password hash, the code itself in the outbox event) are written.
    await breakWrites('sessions');
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'users-real-password-1' })).statusCode,
    ).toBe(500);
    await mendWrites('sessions');
    for (const table of ['email_codes', 'events']) {
      await breakWrites(table);
      const failed = await createBrowser(app).post('/api/auth/register', {
        name: 'Db',
        email: uniqueEmail(),
        password: `db-failure-pass-${table}`,
        role: 'freelancer',
      });
      expect(failed.statusCode).toBe(500);
      secrets.push(`db-failure-pass-${table}`);
      await mendWrites(table);
    }
    await app.outbox.idle();

    const log = lines.join('');
    // The failures were logged (with their queries), so the checks below are not vacuous.
    expect(log.match(/unhandled error/g)?.length).toBeGreaterThanOrEqual(4);
    expect(log).toContain('simulated failure');
    for (const secret of secrets) expect(log, `the log holds ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(log).not.toMatch(/\$argon2/);
    expect(log).not.toMatch(/\b[0-9a-f]{64}\b/i);
    expect(log).not.toMatch(/"params":\[/);
  });
});
