import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { type Catalog, createCatalog, postJob, sendProposal } from '../../../test/job-factories';
import { auditLog, jobs, messages, moderationActions, reports } from '../../../test/tables';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  admin = await signIn(ctx.app, ctx.db.db, 'admin', 'Ada Admin');
});
afterAll(async () => ctx.close());

const person = (role: 'client' | 'freelancer', name?: string) => signIn(ctx.app, ctx.db.db, role, name);
const report = (who: Party, subjectType: string, subjectId: string, reason = 'scam') =>
  call(ctx.app, who, 'POST', '/api/reports', { subjectType, subjectId, reason });
const act = (who: Party, subjectType: string, subjectId: string, body: object) =>
  call(ctx.app, who, 'POST', `/api/admin/reports/${subjectType}/${subjectId}/actions`, body);
const queue = async () => (await call(ctx.app, admin, 'GET', '/api/admin/reports?limit=50')).body;

/** A freelancer asks a client to pay elsewhere; the client and a second client's report of it. */
async function reportedMessage() {
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
  const messageId = sent.body.data.id as string;
  expect((await report(client, 'message', messageId, 'off_platform')).status).toBe(201);
  return { client, freelancer, job, conversationId, messageId };
}

/** The notifications of a kind in the user's bell, newest first. */
async function bell(who: Party, kind = 'report_outcome') {
  await ctx.app.outbox.idle();
  const all = (await call(ctx.app, who, 'GET', '/api/notifications')).body.data as Array<{
    kind: string;
    title: string;
    link: string;
  }>;
  return all.filter((n) => n.kind === kind);
}

const auditOf = (entityId: string) =>
  ctx.db.db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId));
const actionsAbout = (subjectId: string) =>
  ctx.db.db
    .select({
      action: moderationActions.action,
      subjectType: moderationActions.subjectType,
      userId: moderationActions.userId,
      adminId: moderationActions.adminId,
    })
    .from(moderationActions)
    .where(eq(moderationActions.subjectId, subjectId));
const statusesAbout = async (subjectId: string) =>
  (
    await ctx.db.db.select({ status: reports.status }).from(reports).where(eq(reports.subjectId, subjectId))
  ).map((r) => r.status);

describe('GET /api/admin/reports', () => {
  it('groups open reports by subject, oldest first, with count, reasons, times, a summary and its author', async () => {
    const { freelancer, job, messageId, conversationId } = await reportedMessage();
    const other = await person('freelancer');
    await report(other, 'job', job.id, 'fake');
    // A second reporter of the same message: a party of another conversation cannot see it, so the
    // job's client reports its author instead.
    await report(other, 'user', freelancer.id, 'scam');
    const rows = (await queue()).data as Array<Record<string, unknown>>;
    const mine = rows.filter((r) => [messageId, job.id, freelancer.id].includes(r.subjectId as string));
    expect(mine.map((r) => r.subjectType)).toEqual(['message', 'job', 'user']);
    expect(mine[0]).toEqual({
      subjectType: 'message',
      subjectId: messageId,
      summary: 'Pay me on PayPal instead, it is cheaper for both of us.',
      user: { id: freelancer.id, name: 'Fred Freelancer' },
      conversationId,
      count: 1,
      reasons: ['off_platform'],
      firstReportedAt: expect.any(String),
      lastReportedAt: expect.any(String),
    });
    expect(mine[1]).toMatchObject({
      summary: 'Logo for a bakery',
      user: { name: 'Cara Client' },
      conversationId: null,
    });
    expect(mine[2]).toMatchObject({ summary: 'Fred Freelancer', reasons: ['scam'] });
  });

  it('counts every reporter of a subject and pages the groups', async () => {
    const target = await person('freelancer', 'Tina Target');
    const [a, b] = [await person('client'), await person('client')];
    await report(a, 'user', target.id, 'scam');
    await report(b, 'user', target.id, 'harassment');
    const all = await queue();
    const row = (all.data as Array<Record<string, unknown>>).find((r) => r.subjectId === target.id);
    expect(row).toMatchObject({ count: 2, reasons: ['harassment', 'scam'] });
    const first = (await call(ctx.app, admin, 'GET', '/api/admin/reports?limit=1')).body;
    expect(first).toMatchObject({ page: 1, total: all.total, pages: all.total });
  });
});

describe('POST /api/admin/reports/:subjectType/:subjectId/actions', () => {
  it('dismisses: the reports close as dismissed, recorded and audited, and the reporter is told', async () => {
    const { client, messageId } = await reportedMessage();
    const res = await act(admin, 'message', messageId, {
      action: 'dismiss',
      reason: 'Asking is not paying.',
    });
    expect(res).toEqual({
      status: 200,
      body: { data: { action: 'dismiss', closed: 1 }, message: 'Reports dismissed' },
    });
    expect(await statusesAbout(messageId)).toEqual(['dismissed']);
    expect(await actionsAbout(messageId)).toEqual([
      expect.objectContaining({ action: 'dismiss', subjectType: 'message', adminId: admin.id }),
    ]);
    expect(await auditOf(messageId)).toEqual([{ action: 'message.reports_dismissed', actorId: admin.id }]);
    expect((await bell(client))[0]).toEqual(
      expect.objectContaining({
        kind: 'report_outcome',
        title: 'We reviewed your report about a message: we found no breach of our rules',
        link: '/client/reports',
      }),
    );
    const mine = (await call(ctx.app, client, 'GET', '/api/reports')).body.data;
    expect(mine[0]).toMatchObject({ subjectId: messageId, status: 'dismissed', action: 'dismiss' });
    // Nothing is left open about it.
    expect(await act(admin, 'message', messageId, { action: 'dismiss', reason: 'Again.' })).toEqual({
      status: 404,
      body: { error: 'There are no open reports about this' },
    });
  });

  it('hides a reported message through the messages module, and warns its sender: both upheld', async () => {
    const { client, freelancer, messageId } = await reportedMessage();
    const hidden = await act(admin, 'message', messageId, {
      action: 'hide',
      reason: 'Asks to pay outside Skillora.',
    });
    expect(hidden.status).toBe(200);
    const [row] = await ctx.db.db
      .select({ hiddenAt: messages.hiddenAt })
      .from(messages)
      .where(eq(messages.id, messageId));
    expect(row!.hiddenAt).not.toBeNull();
    expect(await statusesAbout(messageId)).toEqual(['actioned']);
    expect((await auditOf(messageId)).map((a) => a.action)).toEqual(['message.hide']);
    expect((await bell(client))[0]!.title).toBe('We reviewed your report about a message: we removed it');

    await report(client, 'user', freelancer.id, 'off_platform');
    const warned = await act(admin, 'user', freelancer.id, {
      action: 'warn',
      reason: 'Keep payments on Skillora.',
    });
    expect(warned.body).toEqual({ data: { action: 'warn', closed: 1 }, message: 'User warned' });
    expect((await bell(freelancer, 'account_warning'))[0]).toMatchObject({
      kind: 'account_warning',
      title: 'Skillora warned you: Keep payments on Skillora.',
    });
    expect((await bell(client))[0]!.title).toBe(
      'We reviewed your report about Fred Freelancer: we warned the person responsible',
    );
    expect((await auditOf(freelancer.id)).map((a) => a.action)).toContain('user.warn');
  });

  it('hides a reported message and warns its sender in one decision (alsoWarn)', async () => {
    const { client, freelancer, messageId } = await reportedMessage();
    const res = await act(admin, 'message', messageId, {
      action: 'hide',
      reason: 'Keep payments on Skillora.',
      alsoWarn: true,
    });
    expect(res.body).toEqual({ data: { action: 'hide', closed: 1 }, message: 'Hidden' });
    expect((await actionsAbout(messageId)).map((a) => a.action).sort()).toEqual(['hide', 'warn']);
    expect((await bell(freelancer, 'account_warning'))[0]!.title).toBe(
      'Skillora warned you: Keep payments on Skillora.',
    );
    expect((await bell(client))[0]!.title).toBe('We reviewed your report about a message: we removed it');
  });

  it('refuses alsoWarn with anything but a hide or an unlist, and leaves the reports open', async () => {
    const { messageId } = await reportedMessage();
    expect(
      await act(admin, 'message', messageId, { action: 'dismiss', reason: 'Fine.', alsoWarn: true }),
    ).toEqual({ status: 400, body: { error: 'Only a hide or an unlist can also warn' } });
    expect(await statusesAbout(messageId)).toEqual(['open']);
  });

  it('unlists a reported job with the reason, through the jobs module', async () => {
    const client = await person('client');
    const job = await postJob(ctx.app, client.cookie, catalog, { title: 'Send me your bank login' });
    const reporter = await person('freelancer');
    await report(reporter, 'job', job.id, 'scam');
    const res = await act(admin, 'job', job.id, { action: 'unlist', reason: 'A phishing job.' });
    expect(res.body).toEqual({ data: { action: 'unlist', closed: 1 }, message: 'Job unlisted' });
    const [row] = await ctx.db.db
      .select({ isListed: jobs.isListed, reason: jobs.unlistReason })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    expect(row).toEqual({ isListed: false, reason: 'A phishing job.' });
    expect((await auditOf(job.id)).map((a) => a.action)).toEqual(['job.unlist']);
    expect((await actionsAbout(job.id)).map((a) => a.action)).toEqual(['unlist']);
    expect((await bell(reporter))[0]!.title).toBe(
      'We reviewed your report about the job "Send me your bank login": we took the job off the marketplace',
    );
  });

  it('refuses an action that does not fit the subject (400) and leaves the reports open', async () => {
    const client = await person('client');
    const job = await postJob(ctx.app, client.cookie, catalog);
    await report(await person('freelancer'), 'job', job.id, 'fake');
    expect(await act(admin, 'job', job.id, { action: 'hide', reason: 'No.' })).toEqual({
      status: 400,
      body: { error: 'Only a message or a review can be hidden' },
    });
    expect((await act(admin, 'job', job.id, { action: 'warn', reason: '' })).body).toEqual({
      error: 'Give the reason for your decision',
    });
    expect(await statusesAbout(job.id)).toEqual(['open']);
    expect(await actionsAbout(job.id)).toEqual([]);
  });

  it('is for admins only (403), whatever the subject', async () => {
    const client = await person('client');
    const res = await act(client, 'user', client.id, { action: 'dismiss', reason: 'Mine.' });
    expect(res).toEqual({ status: 403, body: { error: expect.any(String) } });
    expect((await call(ctx.app, client, 'GET', '/api/admin/reports')).status).toBe(403);
    const rows = await ctx.db.db
      .select()
      .from(reports)
      .where(and(eq(reports.subjectId, client.id)));
    expect(rows).toEqual([]);
  });
});
