import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { type Catalog, createCatalog, postJob, sendProposal } from '../../../test/job-factories';
import { reports } from '../../../test/tables';
import { createOffsetClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
const clock = createOffsetClock();
beforeAll(async () => {
  ctx = await buildTestApp({}, { clock });
  catalog = await createCatalog(ctx.db.db);
});
afterAll(async () => ctx.close());

const HOUR = 60 * 60 * 1000;
const person = (role: 'client' | 'freelancer' | 'admin', name?: string) =>
  signIn(ctx.app, ctx.db.db, role, name);
const report = (who: Party | null, body: object) => call(ctx.app, who, 'POST', '/api/reports', body);
const mine = (who: Party | null, query = '') => call(ctx.app, who, 'GET', `/api/reports${query}`);

/** A freelancer who asked a client to pay elsewhere, in the conversation on the client's job. */
async function offPlatformRequest() {
  const client = await person('client', 'Cara Client');
  const freelancer = await person('freelancer', 'Fred Freelancer');
  const job = await postJob(ctx.app, client.cookie, catalog, { title: 'Logo for a bakery' });
  await sendProposal(ctx.app, freelancer.cookie, job.id);
  const opened = await call(ctx.app, client, 'POST', '/api/conversations', {
    jobId: job.id,
    freelancerId: freelancer.id,
  });
  const conversationId = opened.body.data.id as string;
  const sent = await call(ctx.app, freelancer, 'POST', `/api/conversations/${conversationId}/messages`, {
    text: 'Pay me on PayPal instead, it is cheaper for both of us.',
  });
  expect(sent.status).toBe(201);
  return { client, freelancer, job, messageId: sent.body.data.id as string };
}

describe('POST /api/reports', () => {
  it('files a report about a message the reporter received, with its note, open', async () => {
    const { client, freelancer, messageId } = await offPlatformRequest();
    const res = await report(client, {
      subjectType: 'message',
      subjectId: messageId,
      reason: 'off_platform',
      note: '  They want to be paid on PayPal.\r\n  ',
    });
    expect(res).toEqual({
      status: 201,
      body: {
        data: {
          id: expect.any(String),
          subjectType: 'message',
          subjectId: messageId,
          reason: 'off_platform',
          note: 'They want to be paid on PayPal.',
          status: 'open',
          action: null,
          createdAt: expect.any(String),
          closedAt: null,
        },
        message: 'Thank you: your report was sent to our team',
      },
    });
    const [row] = await ctx.db.db.select().from(reports).where(eq(reports.id, res.body.data.id));
    expect(row).toMatchObject({ reporterId: client.id, subjectUserId: freelancer.id });
  });

  it('reports a public job about its client and a user about themselves', async () => {
    const { client, freelancer, job } = await offPlatformRequest();
    const other = await person('freelancer');
    expect((await report(other, { subjectType: 'job', subjectId: job.id, reason: 'fake' })).status).toBe(201);
    expect(
      (await report(client, { subjectType: 'user', subjectId: freelancer.id, reason: 'scam' })).status,
    ).toBe(201);
    const rows = await ctx.db.db
      .select({ about: reports.subjectUserId, type: reports.subjectType })
      .from(reports)
      .where(and(eq(reports.subjectId, job.id)));
    expect(rows).toEqual([{ about: client.id, type: 'job' }]);
  });

  it('allows one open report per reporter and subject: 409, also when two arrive at once', async () => {
    const { client, freelancer } = await offPlatformRequest();
    const body = { subjectType: 'user', subjectId: freelancer.id, reason: 'harassment' };
    const both = await Promise.all([report(client, body), report(client, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body).toEqual({
      error: 'You have already reported this; we will tell you what we decide',
    });
    const again = await report(client, { ...body, reason: 'scam' });
    expect(again.status).toBe(409);
    const rows = await ctx.db.db.select().from(reports).where(eq(reports.reporterId, client.id));
    expect(rows).toHaveLength(1);
  });

  it('allows 5 reports an hour per user (429), and more after the hour', async () => {
    const reporter = await person('client');
    const targets = await Promise.all(Array.from({ length: 6 }, () => person('freelancer')));
    for (const target of targets.slice(0, 5))
      expect(
        (await report(reporter, { subjectType: 'user', subjectId: target.id, reason: 'fake' })).status,
      ).toBe(201);
    const sixth = await report(reporter, { subjectType: 'user', subjectId: targets[5]!.id, reason: 'fake' });
    expect(sixth).toEqual({
      status: 429,
      body: { error: 'You can send at most 5 reports an hour; try again later' },
    });
    // A refused duplicate does not count: the limit counts reports filed.
    clock.advance(HOUR + 1000);
    expect(
      (await report(reporter, { subjectType: 'user', subjectId: targets[5]!.id, reason: 'fake' })).status,
    ).toBe(201);
  });

  it('refuses reporting oneself or one’s own job or message (400)', async () => {
    const { client, freelancer, job, messageId } = await offPlatformRequest();
    const self = [
      await report(client, { subjectType: 'user', subjectId: client.id, reason: 'other' }),
      await report(client, { subjectType: 'job', subjectId: job.id, reason: 'other' }),
      await report(freelancer, { subjectType: 'message', subjectId: messageId, reason: 'other' }),
    ];
    for (const res of self)
      expect(res).toEqual({ status: 400, body: { error: 'You cannot report yourself or what you wrote' } });
  });

  it('answers 404 for what the reporter cannot see: another conversation’s message, a draft, an admin, nothing', async () => {
    const { messageId, client } = await offPlatformRequest();
    const stranger = await person('freelancer');
    const admin = await person('admin');
    const draft = await postJob(ctx.app, client.cookie, catalog, { publish: false });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await report(stranger, { subjectType: 'message', subjectId: messageId, reason: 'scam' })).toEqual({
      status: 404,
      body: { error: 'Message not found' },
    });
    expect(await report(stranger, { subjectType: 'job', subjectId: draft.id, reason: 'scam' })).toEqual({
      status: 404,
      body: { error: 'Job not found' },
    });
    expect(
      (await report(stranger, { subjectType: 'user', subjectId: admin.id, reason: 'scam' })).status,
    ).toBe(404);
    expect(await report(stranger, { subjectType: 'review', subjectId: missing, reason: 'fake' })).toEqual({
      status: 404,
      body: { error: 'Review not found' },
    });
  });

  it('checks the body: reasons from the list, a note of at most 1000 plain characters', async () => {
    const reporter = await person('client');
    const target = await person('freelancer');
    const base = { subjectType: 'user', subjectId: target.id };
    expect((await report(reporter, { ...base, reason: 'spam' })).body).toEqual({
      error: 'Choose a reason for your report',
    });
    expect((await report(reporter, { ...base, reason: 'scam', note: 'x'.repeat(1001) })).body).toEqual({
      error: 'Write at most 1,000 characters in the note',
    });
    expect((await report(reporter, { ...base, reason: 'scam', note: '<b>hi</b>' })).body).toEqual({
      error: 'Write plain text: HTML is not allowed',
    });
    expect((await report(reporter, { ...base, reason: 'scam', note: 'pay\u202Eme' })).status).toBe(400);
    expect(
      (await report(reporter, { subjectType: 'contract', subjectId: target.id, reason: 'scam' })).status,
    ).toBe(400);
    const blank = await report(reporter, { ...base, reason: 'scam', note: '   ' });
    expect(blank.status).toBe(201);
    expect(blank.body.data.note).toBeNull();
  });

  it('needs a session (401)', async () => {
    expect(
      (await report(null, { subjectType: 'user', subjectId: crypto.randomUUID(), reason: 'scam' })).status,
    ).toBe(401);
    expect((await mine(null)).status).toBe(401);
  });
});

describe('GET /api/reports', () => {
  it('lists only my reports, newest first, paged, each with its status and action', async () => {
    const reporter = await person('freelancer');
    const [first, second] = [await person('client'), await person('client')];
    await report(reporter, { subjectType: 'user', subjectId: first.id, reason: 'scam' });
    clock.advance(1000);
    await report(reporter, { subjectType: 'user', subjectId: second.id, reason: 'fake' });
    await report(first, { subjectType: 'user', subjectId: reporter.id, reason: 'other' });
    const res = await mine(reporter, '?limit=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pages: 2 });
    expect(res.body.data).toEqual([
      expect.objectContaining({ subjectId: second.id, reason: 'fake', status: 'open', action: null }),
    ]);
    expect((await mine(reporter, '?page=2&limit=1')).body.data[0].subjectId).toBe(first.id);
  });
});

describe('GET /api/reports: what each report names', () => {
  it("names a person, a job, and whose message it was, never the message's text", async () => {
    const { client, freelancer, job, messageId } = await offPlatformRequest();
    await report(client, { subjectType: 'message', subjectId: messageId, reason: 'off_platform' });
    await report(client, { subjectType: 'user', subjectId: freelancer.id, reason: 'scam' });
    await report(freelancer, { subjectType: 'job', subjectId: job.id, reason: 'fake' });
    const summaries = (await mine(client)).body.data.map((r: { summary: string }) => r.summary);
    expect(summaries.sort()).toEqual(['A message from Fred Freelancer', 'Fred Freelancer']);
    expect((await mine(freelancer)).body.data[0].summary).toBe('Logo for a bakery');
  });
});
