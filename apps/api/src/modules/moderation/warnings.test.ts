import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { type Catalog, createCatalog, postJob, sendProposal } from '../../../test/job-factories';
import { auditLog, moderationActions, users } from '../../../test/tables';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
beforeAll(async () => {
  ctx = await buildTestApp();
  catalog = await createCatalog(ctx.db.db);
  admin = await signIn(ctx.app, ctx.db.db, 'admin', 'Ada Admin');
});
afterAll(async () => ctx.close());

const REASON = 'Do not ask clients to pay outside Skillora.';
const warn = (who: Party | null, userId: string, payload?: object) =>
  call(ctx.app, who, 'POST', `/api/admin/users/${userId}/warnings`, payload);

/** A freelancer who asked a client to pay elsewhere, in the conversation on the client's job. */
async function offPlatformRequest() {
  const client = await signIn(ctx.app, ctx.db.db, 'client', 'Cara Client');
  const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer', 'Fred Freelancer');
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
  return { client, freelancer, conversationId, messageId: sent.body.data.id as string };
}

async function bell(who: Party) {
  await ctx.app.outbox.idle();
  return (await call(ctx.app, who, 'GET', '/api/notifications')).body.data as Array<{
    kind: string;
    title: string;
    body: string;
    link: string;
  }>;
}

async function emailOf(who: Party) {
  const [row] = await ctx.db.db.select({ email: users.email }).from(users).where(eq(users.id, who.id));
  return row!.email;
}

describe('POST /api/admin/users/:id/warnings', () => {
  it('warns the sender about their message: recorded, audited, in their bell and their mail', async () => {
    const { freelancer, client, conversationId, messageId } = await offPlatformRequest();
    const res = await warn(admin, freelancer.id, { reason: REASON, messageId });
    expect(res).toEqual({
      status: 201,
      body: {
        data: {
          id: expect.any(String),
          userId: freelancer.id,
          reason: REASON,
          messageId,
          createdAt: expect.any(String),
        },
        message: 'Warning sent',
      },
    });

    const [told] = await bell(freelancer);
    expect(told).toMatchObject({
      kind: 'account_warning',
      title: `Skillora warned you: ${REASON}`,
      body: `About your message on "Logo for a bakery". Please keep to Skillora's Terms of Service.`,
      link: `/freelancer/messages/${conversationId}`,
    });
    expect((await bell(client)).some((n) => n.kind === 'account_warning')).toBe(false);
    const mail = await ctx.smtp.waitFor(await emailOf(freelancer));
    expect(mail.subject).toBe(`Skillora warned you: ${REASON}`);

    const [row] = await ctx.db.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.id, res.body.data.id));
    expect(row).toMatchObject({
      action: 'warn',
      subjectType: 'message',
      subjectId: messageId,
      userId: freelancer.id,
      reason: REASON,
      adminId: admin.id,
    });
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, freelancer.id));
    expect(audit).toMatchObject([
      { actorId: admin.id, action: 'user.warn', entity: 'user', after: { reason: REASON, messageId } },
    ]);

    // The admins' list and the user's page say so.
    const flagged = (await call(ctx.app, admin, 'GET', '/api/admin/messages/flagged?limit=50')).body.data;
    expect(flagged.find((m: { id: string }) => m.id === messageId)).toMatchObject({
      hidden: null,
      warnings: [{ reason: REASON, at: res.body.data.createdAt }],
    });
    const page = (await call(ctx.app, admin, 'GET', `/api/admin/users/${freelancer.id}`)).body.data;
    expect(page.history).toMatchObject([
      { action: 'user.warn', actorName: 'Ada Admin', after: { reason: REASON, messageId } },
    ]);
  });

  it('warns a user about nothing in particular, pointing them to the Terms', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const res = await warn(admin, client.id, { reason: 'Be polite to freelancers.' });
    expect(res.status).toBe(201);
    expect(res.body.data.messageId).toBeNull();
    expect((await bell(client))[0]).toMatchObject({
      kind: 'account_warning',
      title: 'Skillora warned you: Be polite to freelancers.',
      body: "Please keep to Skillora's Terms of Service.",
      link: '/terms',
    });
    const [row] = await ctx.db.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.userId, client.id));
    expect(row).toMatchObject({ subjectType: 'user', subjectId: client.id });
  });

  it('answers 401 to a visitor and 403 to a client or a freelancer, and records nothing', async () => {
    const { client, freelancer, messageId } = await offPlatformRequest();
    expect(await warn(null, freelancer.id, { reason: REASON })).toEqual({
      status: 401,
      body: { error: 'Please log in' },
    });
    for (const who of [client, freelancer])
      expect(await warn(who, freelancer.id, { reason: REASON, messageId })).toEqual({
        status: 403,
        body: { error: 'You are not allowed to do this' },
      });
    expect(await bell(freelancer)).toEqual([]);
    expect(
      await ctx.db.db.select().from(moderationActions).where(eq(moderationActions.userId, freelancer.id)),
    ).toEqual([]);
  });

  it.each([
    ['no body', undefined, 'Give the reason for the warning'],
    ['no reason', {}, 'Give the reason for the warning'],
    ['an empty reason', { reason: '  ' }, 'Give the reason for the warning'],
    [
      'a reason over 500 characters',
      { reason: 'x'.repeat(501) },
      'Write at most 500 characters for the reason',
    ],
    [
      'a text-direction control',
      { reason: 'Stop \u2066spam\u2069' },
      'A reason cannot contain text-direction control characters',
    ],
    ['a malformed message id', { reason: REASON, messageId: 'abc' }, 'Message id is not valid'],
  ])('answers 400 for %s', async (_case, payload, error) => {
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await warn(admin, freelancer.id, payload)).toEqual({ status: 400, body: { error } });
  });

  it('answers 400 for a message the user did not send, and warns no one', async () => {
    const { client, messageId } = await offPlatformRequest();
    expect(await warn(admin, client.id, { reason: REASON, messageId })).toEqual({
      status: 400,
      body: { error: 'That message was not sent by this user' },
    });
    expect((await bell(client)).filter((n) => n.kind === 'account_warning')).toEqual([]);
  });

  it('answers 404 for an unknown user or message, and 403 for an admin', async () => {
    expect(await warn(admin, crypto.randomUUID(), { reason: REASON })).toEqual({
      status: 404,
      body: { error: 'User not found' },
    });
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await warn(admin, freelancer.id, { reason: REASON, messageId: crypto.randomUUID() })).toEqual({
      status: 404,
      body: { error: 'Message not found' },
    });
    expect(await warn(admin, admin.id, { reason: REASON })).toEqual({
      status: 403,
      body: { error: 'An admin cannot be warned' },
    });
  });
});
