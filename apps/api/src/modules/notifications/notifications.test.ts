import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, makeContract, makeOffer, OFFER, type Party, signIn } from '../../../test/contract-factories';
import { type Catalog, createCatalog, postJob, sendProposal } from '../../../test/job-factories';
import { rawRows } from '../../../test/raw-rows';
import type { CaughtMail } from '../../../test/smtp';
import { listenOnRandomPort, openStream } from '../../../test/sse-client';
import { createManualClock } from '../../lib/clock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let ctx: TestContext;
let catalog: Catalog;
const clock = createManualClock(new Date());

beforeAll(async () => {
  ctx = await buildTestApp({ APP_URL: 'https://skillora.example' }, { clock });
  catalog = await createCatalog(ctx.db.db);
});
afterAll(async () => ctx.close());

let listening: Promise<string> | null = null;
const baseUrl = () => {
  listening ??= listenOnRandomPort(ctx.app);
  return listening;
};

type Row = { kind: string; title: string; link: string; readAt: string | null; id: string };

const emailOf = async (party: Party) => {
  const { rows } = await ctx.db.db.execute<{ email: string }>(
    sql`select email from users where id = ${party.id}`,
  );
  return rows[0]!.email;
};

async function listOf(party: Party): Promise<{ data: Row[]; unread: number; nextCursor: string | null }> {
  await ctx.app.outbox.idle();
  const res = await call(ctx.app, party, 'GET', '/api/notifications');
  expect(res.status).toBe(200);
  return res.body as never;
}
const kindsOf = async (party: Party) => (await listOf(party)).data.map((n) => n.kind).sort();

async function mailsTo(party: Party): Promise<CaughtMail[]> {
  await ctx.app.outbox.idle();
  return ctx.smtp.to(await emailOf(party));
}

/** Every handled event is handled again, as after a crash before the dispatcher recorded it. */
async function replayHandledEvents() {
  await ctx.app.outbox.idle();
  await ctx.db.db.execute(
    sql`update events set handled_at = null, claimed_until = null where handled_at is not null and available_at <= ${clock.now()}`,
  );
  await ctx.app.outbox.idle();
}

/** The subject as read: RFC 2047 encoded words (quotes make nodemailer encode it) decoded. */
const subjectOf = (mail: CaughtMail) =>
  mail.subject.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, q: string) =>
    Buffer.from(
      q
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );

const unsubscribeUrlOf = (mail: CaughtMail) => {
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '));
  if (!header) throw new Error(`no List-Unsubscribe in "${mail.subject}"`);
  return new URL(header[1]!);
};

async function milestoneOf(made: Awaited<ReturnType<typeof makeContract>>, index = 0) {
  const m = made.contract.milestones[index]!;
  const base = `/api/contracts/${made.contract.id}/milestones/${m.id}`;
  return (who: Party, action: string, payload?: object) =>
    call(ctx.app, who, 'POST', `${base}/${action}`, payload);
}

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
      'auto_release_reminder',
      'message_received',
      'offer_accepted',
      'offer_declined',
      'proposal_received',
      'work_submitted',
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
