import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, makeContract, signIn } from '../../../test/contract-factories';
import {
  catalog,
  clock,
  ctx,
  DAY,
  listOf,
  mailsTo,
  setUpNotifications,
  subjectOf,
} from './notifications.fixture';

setUpNotifications();

const STATEMENT = 'Nothing was delivered and the freelancer stopped answering messages.';

describe('dispute notifications', () => {
  it('tells the other party of each step, reminds them 72 h and 24 h before the deadline, and tells both how it ended', async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    // The freelancer's profile names a time zone: their mails say the deadline in it.
    await ctx.db.db.execute(
      sql`update freelancer_profiles set time_zone = 'Asia/Kolkata' where user_id = ${freelancer.id}`,
    );
    const base = `/api/contracts/${contract.id}/milestones/${contract.milestones[0]!.id}`;
    expect(
      (await call(ctx.app, client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' })).status,
    ).toBe(200);
    const opened = await call(ctx.app, client, 'POST', `${base}/disputes`, {
      reason: 'not_delivered',
      request: 'refund',
      statement: STATEMENT,
    });
    expect(opened.status).toBe(201);

    const first = (await listOf(freelancer)).data.find((n) => n.kind === 'dispute_update')!;
    expect(first).toMatchObject({
      title: 'Dispute opened on "Design"',
      link: `/freelancer/contracts/${contract.id}`,
    });
    const mail = (await mailsTo(freelancer)).find((m) => subjectOf(m).startsWith('Dispute opened'));
    expect(mail?.text).toContain('Cara Client opened a dispute on "Design" (Marketing website)');
    expect(mail?.text).toContain('$0.00 released and $500.00 refunded');
    // The deadline is stored as its instant, for the bell to word in the viewer's zone (issue 31);
    // the mail, which has no viewer's clock, words it in the profile's zone and names it.
    const dueAt = new Date(opened.body.data.responseDueAt as string);
    expect(first.body).toContain(`Answer by ${dueAt.toISOString()}, or the request is granted.`);
    expect(first.body).not.toContain('UTC');
    const inKolkata = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }).format(dueAt);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(`Answer by ${inKolkata} GMT+5:30, or the request`);
    expect((await listOf(client)).data.filter((n) => n.kind.startsWith('dispute'))).toEqual([]);

    clock.advance(2 * DAY + 1000);
    const reminders = async () =>
      (await listOf(freelancer)).data.filter((n) => n.kind === 'dispute_deadline').map((n) => n.title);
    expect(await reminders()).toEqual(['72 hours left to answer the dispute on "Design"']);
    clock.advance(2 * DAY);
    expect(await reminders()).toEqual([
      '24 hours left to answer the dispute on "Design"',
      '72 hours left to answer the dispute on "Design"',
    ]);

    clock.advance(DAY);
    await ctx.app.outbox.idle();
    for (const party of [client, freelancer]) {
      const ended = (await listOf(party)).data.find((n) => n.title === 'Dispute settled: "Design"');
      expect(ended?.link).toContain(`/contracts/${contract.id}`);
    }
    // The refund is the dispute's outcome: told as that, not once more as a refund (issue 31).
    expect((await listOf(client)).data.filter((n) => n.kind === 'milestone_refunded')).toEqual([]);
    const settledMail = (await mailsTo(client)).find((m) => subjectOf(m).startsWith('Dispute settled'));
    expect(settledMail?.text).toContain(
      'settled as asked, because there was no answer in time: $0.00 released to the freelancer, $500.00 refunded to the client',
    );
    // Each reminder was sent once, and none after the end.
    clock.advance(DAY);
    expect(await reminders()).toHaveLength(2);
  });

  it('reminds the admins 72 h and 24 h before a mediation deadline, and stops once it is decided', async () => {
    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const base = `/api/contracts/${contract.id}/milestones/${contract.milestones[0]!.id}`;
    await call(ctx.app, client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
    const body = { reason: 'not_delivered', request: 'refund', statement: STATEMENT };
    const id = (await call(ctx.app, client, 'POST', `${base}/disputes`, body)).body.data.id;
    await call(ctx.app, freelancer, 'POST', `/api/disputes/${id}/responses`, { statement: STATEMENT });
    expect((await call(ctx.app, client, 'POST', `/api/disputes/${id}/mediation`)).status).toBe(200);
    const reminders = async () =>
      (await listOf(admin)).data.filter((n) => n.kind === 'dispute_deadline').map((n) => [n.title, n.link]);
    clock.advance(11 * DAY + 1000);
    expect(await reminders()).toEqual([
      ['72 hours left to decide the dispute on "Design"', `/admin/disputes/${id}`],
    ]);
    const decision = {
      releaseCents: 0,
      refundCents: 50_000,
      reason: 'Nothing was delivered, as both agree.',
    };
    expect((await call(ctx.app, admin, 'POST', `/api/admin/disputes/${id}/decision`, decision)).status).toBe(
      200,
    );
    clock.advance(3 * DAY);
    expect(await reminders()).toHaveLength(1);
  });
});
