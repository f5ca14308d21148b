import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, makeOffer, type Party, signIn } from '../../../test/contract-factories';
import { sendProposal } from '../../../test/job-factories';
import { rawRows } from '../../../test/raw-rows';
import { openStream } from '../../../test/sse-client';
import {
  baseUrl,
  catalog,
  clock,
  ctx,
  kindsOf,
  listOf,
  mailsTo,
  setUpNotifications,
  subjectOf,
  unsubscribeUrlOf,
} from './notifications.fixture';

setUpNotifications();

describe('one-click unsubscribe', () => {
  it('a POST with the token and no cookie switches that kind off; the bell still shows it', async () => {
    const first = await makeOffer(ctx.app, ctx.db.db, catalog);
    const url = unsubscribeUrlOf(
      (await mailsTo(first.client)).find((m) => subjectOf(m).startsWith('New proposal'))!,
    );
    const path = `${url.pathname}${url.search}`;

    const info = await call(ctx.app, null, 'GET', path.replace('/unsubscribe?', '/unsubscribe/info?'));
    expect(info).toEqual({
      status: 200,
      body: { data: { kind: 'proposal_received', label: 'A new proposal on my job' } },
    });
    const opened = await ctx.app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`);

    // What a mail client sends (RFC 8058): a form POST, no cookies.
    const res = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const settings = await call(ctx.app, first.client, 'GET', '/api/me/notification-settings');
    expect(settings.body.data.email).toMatchObject({ proposal_received: false, offer_accepted: true });

    const before = (await mailsTo(first.client)).length;
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    await sendProposal(ctx.app, freelancer.cookie, first.job.id);
    expect(await mailsTo(first.client)).toHaveLength(before);
    expect((await kindsOf(first.client)).filter((k) => k === 'proposal_received')).toHaveLength(2);
  });

  it('refuses a forged or altered token', async () => {
    const made = await makeOffer(ctx.app, ctx.db.db, catalog);
    const url = unsubscribeUrlOf((await mailsTo(made.freelancer))[0]!);
    const token = url.searchParams.get('token')!;
    const other = token.replace('offer_received', 'payout_sent');
    for (const bad of [other, `${randomUUID()}.offer_received.AAAA`, 'nonsense']) {
      const res = await call(
        ctx.app,
        null,
        'POST',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(res).toEqual({ status: 404, body: { error: 'This unsubscribe link is not valid' } });
    }
    const settings = await call(ctx.app, made.freelancer, 'GET', '/api/me/notification-settings');
    expect(settings.body.data.email).toMatchObject({ offer_received: true, payout_sent: true });
  });
});

describe('settings', () => {
  it('lists the kinds of my role and switches mails off and on', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const got = await call(ctx.app, client, 'GET', '/api/me/notification-settings');
    expect(Object.keys(got.body.data.email).sort()).toEqual([
      'account_warning',
      'auto_release_reminder',
      'card_refused',
      'contract_paused',
      'dispute_deadline',
      'dispute_update',
      'message_received',
      'milestone_accepted',
      'milestone_declined',
      'milestone_refunded',
      'offer_accepted',
      'offer_countered',
      'offer_declined',
      'offer_expiring',
      'proposal_received',
      'report_outcome',
      'review_request',
      'review_update',
      'work_submitted',
    ]);
    // A freelancer's: every change of their contracts, milestones, offers and invitations (issue 31).
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const theirs = await call(ctx.app, freelancer, 'GET', '/api/me/notification-settings');
    expect(Object.keys(theirs.body.data.email).sort()).toEqual([
      'account_warning',
      'changes_requested',
      'contract_ended',
      'contract_paused',
      'dispute_deadline',
      'dispute_update',
      'hours_reminder',
      'invitation_received',
      'jobs_for_you',
      'message_received',
      'milestone_cancelled',
      'milestone_funded',
      'milestone_proposed',
      'milestone_refunded',
      'milestone_released',
      'offer_accepted',
      'offer_countered',
      'offer_declined',
      'offer_expiring',
      'offer_received',
      'offer_withdrawn',
      'payout_returned',
      'payout_sent',
      'report_outcome',
      'review_request',
      'review_update',
    ]);
    const put = (email: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/me/notification-settings',
        headers: { cookie: client.cookie },
        payload: { email },
      });
    expect((await put({ work_submitted: false })).json().data.email.work_submitted).toBe(false);
    expect((await put({ work_submitted: true })).json().data.email.work_submitted).toBe(true);
    expect((await put({ nonsense: true })).statusCode).toBe(400);
    expect((await call(ctx.app, null, 'GET', '/api/me/notification-settings')).status).toBe(401);
  });
});

describe('new messages (the messages module’s message.created event)', () => {
  async function message(conversationId: string, sender: Party, recipient: Party) {
    await ctx.app.uow.run(async (tx) => {
      tx.emit('message.created', `conversation:${conversationId}`, {
        conversationId,
        messageId: randomUUID(),
        senderId: sender.id,
        recipientId: recipient.id,
      });
    });
    await ctx.app.outbox.idle();
  }

  it('notifies every message but mails at most once per conversation per 30 minutes', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client', 'Cleo Client');
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const [one, two] = [randomUUID(), randomUUID()];
    await message(one, client, freelancer);
    await message(one, client, freelancer);
    await message(two, client, freelancer);
    expect(await kindsOf(freelancer)).toEqual(['message_received', 'message_received', 'message_received']);
    const mails = await mailsTo(freelancer);
    expect(mails.map(subjectOf)).toEqual(['New message from Cleo Client', 'New message from Cleo Client']);
    expect((await listOf(freelancer)).data.map((n) => n.link)).toContain(`/freelancer/messages/${two}`);
    // One conversation's deliveries share an outbox subject: handled one at a time on any number of
    // instances, so the batching check always reads the previous delivery's mail.
    const subjects = await rawRows<{ subject: string; n: number }>(
      ctx.db.db,
      sql`select subject, count(*)::int as n from events where type = 'notification.created'
          and payload->>'recipientId' = ${freelancer.id} group by subject order by n desc`,
    );
    expect(subjects.map((s) => s.n)).toEqual([2, 1]);

    clock.advance(29 * 60_000);
    await message(one, client, freelancer);
    expect(await mailsTo(freelancer)).toHaveLength(2);
    clock.advance(2 * 60_000);
    await message(one, client, freelancer);
    expect(await mailsTo(freelancer)).toHaveLength(3);
  });

  it('sends no mail while the recipient has a tab open', async () => {
    const base = await baseUrl();
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const stream = await openStream(base, client.cookie);
    await message(randomUUID(), freelancer, client);
    expect(await kindsOf(client)).toEqual(['message_received']);
    expect(await mailsTo(client)).toHaveLength(0);
    await stream.close();
  });
});
