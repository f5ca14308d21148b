import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { auditLog, moderationActions, users } from '../../../test/tables';
import { createOffsetClock } from '../../lib/clock';

let ctx: TestContext;
let admin: Party;
const clock = createOffsetClock();
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
  admin = await signIn(ctx.app, ctx.db.db, 'admin', 'Ada Admin');
});
afterAll(async () => ctx.close());

const person = (role: 'client' | 'freelancer', name?: string) => signIn(ctx.app, ctx.db.db, role, name);
const report = (who: Party, subjectId: string) =>
  call(ctx.app, who, 'POST', '/api/reports', { subjectType: 'user', subjectId, reason: 'scam' });
const act = (subjectId: string, body: object) =>
  call(ctx.app, admin, 'POST', `/api/admin/reports/user/${subjectId}/actions`, body);
const emailOf = async (id: string) =>
  (await ctx.db.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const login = async (id: string) =>
  call(ctx.app, null, 'POST', '/api/auth/login', { email: await emailOf(id), password: DEFAULT_PASSWORD });

describe('suspending from the reports queue', () => {
  it('suspends for 7 days: sessions end, the login says why and until when, and it works again after', async () => {
    const target = await person('freelancer', 'Sam Scam');
    await report(await person('client'), target.id);
    const res = await act(target.id, { action: 'suspend', reason: 'Phishing links.', days: 7 });
    expect(res.body).toEqual({ data: { action: 'suspend', closed: 1 }, message: 'Account suspended' });
    expect((await call(ctx.app, target, 'GET', '/api/reports')).status).toBe(401);
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ status: 'blocked', blockedReason: 'Phishing links.' });
    const until = row!.blockedUntil!;
    expect(until.getTime() - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    const refused = await login(target.id);
    expect(refused).toEqual({
      status: 403,
      body: { error: `Your account is suspended until ${until.toISOString()}: Phishing links.` },
    });
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(audit.map((a) => a.action)).toEqual(['user.block']);
    clock.advance(7 * DAY + 1000);
    expect((await login(target.id)).status).toBe(200);
    const [after] = await ctx.db.db.select().from(users).where(eq(users.id, target.id));
    expect(after).toMatchObject({ status: 'active', blockedReason: null, blockedUntil: null });
  });

  it('suspends for good without days, and refuses days for other actions', async () => {
    const target = await person('client');
    await report(await person('freelancer'), target.id);
    expect((await act(target.id, { action: 'warn', reason: 'x', days: 7 })).body).toEqual({
      error: 'Days apply only to a suspension',
    });
    expect((await act(target.id, { action: 'suspend', reason: 'Fraud.', days: 3 })).status).toBe(400);
    expect((await act(target.id, { action: 'suspend', reason: 'Fraud.' })).status).toBe(200);
    expect(await login(target.id)).toEqual({
      status: 403,
      body: { error: 'Your account has been blocked: Fraud.' },
    });
  });

  it('suspends for 7 days by itself after three upheld reports within 90 days, recorded by no admin', async () => {
    const target = await person('freelancer', 'Three Strikes');
    const reporters = [await person('client'), await person('client'), await person('client')];
    for (const [i, reporter] of reporters.entries()) {
      await report(reporter, target.id);
      expect((await act(target.id, { action: 'warn', reason: `Warning ${i + 1}.` })).status).toBe(200);
    }
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({
      status: 'blocked',
      blockedReason: 'Automatic: three upheld reports in 90 days',
    });
    expect(row!.blockedUntil!.getTime() - clock.now().getTime()).toBeGreaterThan(7 * DAY - 60_000);
    const blocks = await ctx.db.db
      .select({
        action: moderationActions.action,
        adminId: moderationActions.adminId,
        reason: moderationActions.reason,
      })
      .from(moderationActions)
      .where(eq(moderationActions.userId, target.id));
    expect(blocks.filter((b) => b.action === 'block')).toEqual([
      { action: 'block', adminId: null, reason: 'Automatic: three upheld reports in 90 days' },
    ]);
  });

  it('does not suspend for two upheld reports, nor for three dismissed ones', async () => {
    const target = await person('freelancer');
    for (const action of ['warn', 'dismiss', 'dismiss', 'warn']) {
      await report(await person('client'), target.id);
      await act(target.id, { action, reason: 'Looked at it.' });
    }
    const [row] = await ctx.db.db.select({ status: users.status }).from(users).where(eq(users.id, target.id));
    expect(row!.status).toBe('active');
  });
});
