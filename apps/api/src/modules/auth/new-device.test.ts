import {
  SIGN_OUT_LINK_EXPIRED,
  SIGN_OUT_LINK_UNKNOWN,
  SIGNED_OUT_EVERYWHERE,
} from '@skillora/shared/account-security';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../../test/browser';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { createManualClock } from '../../lib/clock';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SUBJECT = 'New sign-in to your Skillora account';
const DAY = 86_400_000;

let ctx: TestContext;
const clock = createManualClock(new Date());

beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
});
afterAll(() => ctx.close());

type Browser = ReturnType<typeof createBrowser>;

async function signIn(browser: Browser, email: string) {
  const res = await browser.post('/api/auth/login', { email, password: 'password123' });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.app.outbox.idle();
  return res;
}

const newDeviceMails = (email: string) => ctx.smtp.to(email).filter((m) => m.subject === SUBJECT);

/** The token of the mail's "Sign out everywhere" link. */
function linkToken(text: string) {
  const url = /Sign out everywhere: (\S+)/.exec(text)?.[1];
  expect(url).toMatch(/^http:\/\/localhost:\d+\/forgot-password#sign-out=[\w-]{43}$/);
  return url!.split('#sign-out=')[1]!;
}

const signOutEverywhere = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', payload: { token } });

const me = (browser: Browser) => browser.get('/api/auth/me');

describe('sign-in from a new device (issue 30)', () => {
  it('mails nothing on the first sign-in or again on the same device; mails a new device once', async () => {
    const user = await createUser(ctx.db.db, { password: 'password123' });
    const laptop = createBrowser(ctx.app, '203.0.113.7', CHROME_LINUX);
    const first = await signIn(laptop, user.email);
    const device = first.cookies.find((c) => c.name === 'skillora_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth', maxAge: 31_536_000 });
    expect(ctx.smtp.to(user.email)).toEqual([]);

    await signIn(laptop, user.email);
    expect(newDeviceMails(user.email)).toEqual([]);

    const phone = createBrowser(ctx.app, '198.51.100.23', FIREFOX_WINDOWS);
    await signIn(phone, user.email);
    const mails = newDeviceMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Device: Firefox on Windows.');
    expect(mails[0]!.text).toContain('IP address: 198.51.100.23.');
    expect(mails[0]!.text).toMatch(/Time: \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\./);
    linkToken(mails[0]!.text);

    // Known now: signing in there again mails nothing.
    await signIn(phone, user.email);
    expect(newDeviceMails(user.email)).toHaveLength(1);
  });

  it('the link signs every session out, once, and forgets the device it named', async () => {
    const user = await createUser(ctx.db.db, { password: 'password123' });
    const laptop = createBrowser(ctx.app, '203.0.113.8', CHROME_LINUX);
    await signIn(laptop, user.email);
    const stranger = createBrowser(ctx.app, '198.51.100.24', FIREFOX_WINDOWS);
    await signIn(stranger, user.email);
    const token = linkToken(newDeviceMails(user.email)[0]!.text);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(stranger)).statusCode).toBe(200);

    const used = await signOutEverywhere(token);
    expect({ status: used.statusCode, body: used.json() }).toEqual({
      status: 200,
      body: { message: SIGNED_OUT_EVERYWHERE },
    });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(stranger)).statusCode).toBe(401);

    const again = await signOutEverywhere(token);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 404,
      body: { error: SIGN_OUT_LINK_UNKNOWN },
    });

    // The stranger's browser is new again: its next sign-in mails again; the laptop's does not.
    await signIn(laptop, user.email);
    expect(newDeviceMails(user.email)).toHaveLength(1);
    await signIn(stranger, user.email);
    expect(newDeviceMails(user.email)).toHaveLength(2);
  });

  it('the link expires after 7 days; an unknown token is refused', async () => {
    const user = await createUser(ctx.db.db, { password: 'password123' });
    await signIn(createBrowser(ctx.app, '203.0.113.9', CHROME_LINUX), user.email);
    const other = createBrowser(ctx.app, '198.51.100.25', FIREFOX_WINDOWS);
    await signIn(other, user.email);
    const token = linkToken(newDeviceMails(user.email)[0]!.text);

    clock.advance(7 * DAY + 1);
    const expired = await signOutEverywhere(token);
    expect({ status: expired.statusCode, body: expired.json() }).toEqual({
      status: 410,
      body: { error: SIGN_OUT_LINK_EXPIRED },
    });
    expect((await me(other)).statusCode).toBe(200);

    const unknown = await signOutEverywhere('x'.repeat(43));
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 404,
      body: { error: SIGN_OUT_LINK_UNKNOWN },
    });
    const empty = await signOutEverywhere('');
    expect(empty.statusCode).toBe(400);
  });

  it('counts a live session from before known devices were kept as an earlier sign-in', async () => {
    const user = await createUser(ctx.db.db, { password: 'password123' });
    await signIn(createBrowser(ctx.app, '203.0.113.10', CHROME_LINUX), user.email);
    // As a session opened before migration 0025: no known device beside it.
    await ctx.db.db.execute(sql`delete from known_devices where user_id = ${user.id}`);
    await signIn(createBrowser(ctx.app, '198.51.100.26', CHROME_LINUX), user.email);
    expect(newDeviceMails(user.email)).toHaveLength(1);
  });
});
