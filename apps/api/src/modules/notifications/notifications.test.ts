import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, makeContract, makeOffer, OFFER, signIn } from '../../../test/contract-factories';
import { postJob, sendProposal } from '../../../test/job-factories';
import { openStream } from '../../../test/sse-client';
import {
  baseUrl,
  catalog,
  clock,
  ctx,
  DAY,
  HOUR,
  kindsOf,
  listOf,
  mailsTo,
  milestoneOf,
  type Row,
  replayHandledEvents,
  setUpNotifications,
  subjectOf,
  unsubscribeUrlOf,
} from './notifications.fixture';

setUpNotifications();

describe('notifications from hiring and escrow', () => {
  it('creates each kind once per event, for the right person, even when every handler runs again', async () => {
    const made = await makeContract(ctx.app, ctx.db.db, catalog);
    const { client, freelancer, contract } = made;
    const act = await milestoneOf(made);
    expect((await act(client, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
    expect((await act(freelancer, 'submit', { message: 'Designs are ready' })).status).toBe(200);
    expect((await act(client, 'request-changes', { message: 'Darker header' })).status).toBe(200);
    expect((await act(freelancer, 'submit', { message: 'Darker now' })).status).toBe(200);

    // 14 days to auto-release: the client is reminded 72 h and 24 h before it.
    clock.advance(11 * DAY + HOUR);
    await ctx.app.outbox.idle();
    expect((await kindsOf(client)).filter((k) => k === 'auto_release_reminder')).toHaveLength(1);
    clock.advance(2 * DAY);
    await ctx.app.outbox.idle();
    expect((await kindsOf(client)).filter((k) => k === 'auto_release_reminder')).toHaveLength(2);
    clock.advance(DAY);
    await ctx.app.outbox.idle();

    // Released automatically; after the hold the freelancer withdraws.
    clock.advance(5 * DAY);
    await ctx.app.outbox.idle();
    const paid = await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 10_000 });
    expect(paid.status).toBe(201);

    const expectedClient = [
      'auto_release_reminder',
      'auto_release_reminder',
      'offer_accepted',
      'proposal_received',
      'work_submitted',
      'work_submitted',
    ];
    const expectedFreelancer = [
      'changes_requested',
      'milestone_funded',
      'milestone_released',
      'offer_received',
      'payout_sent',
    ];
    expect(await kindsOf(client)).toEqual(expectedClient);
    expect(await kindsOf(freelancer)).toEqual(expectedFreelancer);
    const clientMails = (await mailsTo(client)).length;
    const freelancerMails = (await mailsTo(freelancer)).length;
    expect(clientMails).toBe(expectedClient.length);
    expect(freelancerMails).toBe(expectedFreelancer.length);

    await replayHandledEvents();
    expect(await kindsOf(client)).toEqual(expectedClient);
    expect(await kindsOf(freelancer)).toEqual(expectedFreelancer);
    expect(await mailsTo(client)).toHaveLength(clientMails);
    expect(await mailsTo(freelancer)).toHaveLength(freelancerMails);

    const funded = (await listOf(freelancer)).data.find((n) => n.kind === 'milestone_funded')!;
    expect(funded).toMatchObject({
      title: 'Milestone funded: "Design"',
      link: `/freelancer/contracts/${contract.id}`,
      readAt: null,
    });
  });

  it('tells the client when an offer is declined, and reminds nobody about a milestone approved in time', async () => {
    const made = await makeOffer(ctx.app, ctx.db.db, catalog);
    expect(
      (await call(ctx.app, made.freelancer, 'POST', `/api/freelancer/offers/${made.offer.id}/decline`))
        .status,
    ).toBe(200);
    const declined = (await listOf(made.client)).data.find((n) => n.kind === 'offer_declined');
    expect(declined).toMatchObject({
      title: `Offer declined: "${OFFER.title}"`,
      link: `/client/jobs/${made.job.id}`,
    });

    const hired = await makeContract(ctx.app, ctx.db.db, catalog);
    const act = await milestoneOf(hired);
    await act(hired.client, 'fund', { paymentMethod: 'pm_card_visa' });
    await act(hired.freelancer, 'submit', { message: 'Done' });
    await act(hired.client, 'approve');
    clock.advance(15 * DAY);
    await ctx.app.outbox.idle();
    expect(await kindsOf(hired.client)).not.toContain('auto_release_reminder');
  });

  it('sends each mail with a link to its subject and a one-click unsubscribe header', async () => {
    const made = await makeOffer(ctx.app, ctx.db.db, catalog);
    const [mail] = await mailsTo(made.freelancer);
    expect(subjectOf(mail!)).toBe(`New offer: "${OFFER.title}"`);
    expect(mail?.text).toContain('Open in Skillora: https://skillora.example/freelancer/offers');
    const headers = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(unsubscribeUrlOf(mail!).origin).toBe('https://skillora.example');
    expect(headers).toMatch(/^Message-ID: <notification-[0-9a-f-]{36}@skillora\.example>\r?$/im);
  });
});

describe('reading and marking', () => {
  it('shows only my notifications; marking read touches only mine', async () => {
    const a = await makeOffer(ctx.app, ctx.db.db, catalog);
    const b = await makeOffer(ctx.app, ctx.db.db, catalog);
    const mine = await listOf(a.freelancer);
    expect(mine.data).toHaveLength(1);
    expect(mine.unread).toBe(1);
    const theirs = (await listOf(b.freelancer)).data[0]!;

    const res = await call(ctx.app, a.freelancer, 'POST', '/api/notifications/read', { ids: [theirs.id] });
    expect(res).toEqual({ status: 200, body: { data: { unread: 1 } } });
    expect((await listOf(b.freelancer)).data[0]!.readAt).toBeNull();

    const own = await call(ctx.app, a.freelancer, 'POST', '/api/notifications/read', {
      ids: [mine.data[0]!.id],
    });
    expect(own.body).toEqual({ data: { unread: 0 } });
    expect((await listOf(a.freelancer)).data[0]!.readAt).not.toBeNull();

    expect((await call(ctx.app, null, 'GET', '/api/notifications')).status).toBe(401);
    expect(
      (await call(ctx.app, a.freelancer, 'POST', '/api/notifications/read', { ids: ['x'] })).status,
    ).toBe(400);
    expect((await call(ctx.app, a.freelancer, 'POST', '/api/notifications/read', {})).status).toBe(400);
    expect((await call(ctx.app, a.freelancer, 'GET', '/api/notifications?cursor=zzz')).status).toBe(400);
  });

  it('pages by cursor without gaps or repeats, and marks all read', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const job = await postJob(ctx.app, client.cookie, catalog);
    for (let i = 0; i < 23; i++) {
      const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
      await sendProposal(ctx.app, freelancer.cookie, job.id);
    }
    const first = await listOf(client);
    expect(first.data).toHaveLength(20);
    expect(first.unread).toBe(23);
    const second = await call(ctx.app, client, 'GET', `/api/notifications?cursor=${first.nextCursor}`);
    expect(second.body.data).toHaveLength(3);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.data, ...second.body.data].map((n: Row) => n.id);
    expect(new Set(ids).size).toBe(23);

    const all = await call(ctx.app, client, 'POST', '/api/notifications/read', { all: true });
    expect(all.body).toEqual({ data: { unread: 0 } });
  });

  it('answers a deadline stored before issue 31 ("… UTC") as the instant every text keeps now', async () => {
    const reader = await signIn(ctx.app, ctx.db.db, 'client');
    await ctx.db.db.execute(sql`
      insert into notifications (recipient_id, kind, event_id, title, body, link)
      values (${reader.id}, 'work_submitted', -31, 'Work submitted: "Logo"',
        'Approve it by 2026-11-27 10:00 UTC or 2026-11-28 09:30 UTC.', '/client/contracts')`);
    const [row] = (await listOf(reader)).data;
    expect(row?.body).toBe('Approve it by 2026-11-27T10:00:00.000Z or 2026-11-28T09:30:00.000Z.');
  });

  it('an admin has a bell too', async () => {
    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    expect(await call(ctx.app, admin, 'GET', '/api/notifications')).toEqual({
      status: 200,
      body: { data: [], nextCursor: null, unread: 0 },
    });
  });
});

describe('live', () => {
  it('the recipient’s open tab hears notification.created', async () => {
    const base = await baseUrl();
    const made = await makeContract(ctx.app, ctx.db.db, catalog);
    await ctx.app.outbox.idle();
    const stream = await openStream(base, made.freelancer.cookie);
    const from = stream.events.length;
    const act = await milestoneOf(made);
    await act(made.client, 'fund', { paymentMethod: 'pm_card_visa' });
    const event = await stream.next('notification.created', from);
    const funded = (await listOf(made.freelancer)).data.find((n) => n.kind === 'milestone_funded')!;
    expect(event.data).toEqual({ id: funded.id });
    await stream.close();
  });
});
