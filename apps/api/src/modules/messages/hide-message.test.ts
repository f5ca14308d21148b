import { MESSAGE_REMOVED_TEXT } from '@skillora/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { listenOnRandomPort, openStream, type TestStream } from '../../../test/sse-client';
import { auditLog, moderationActions } from '../../../test/tables';
import { formData, makeImage } from '../../../test/uploads';
import { conversation, ctx, setUpMessages } from './messages.fixture';

setUpMessages();

const REASON = 'Asks to be paid by bank transfer.';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

let admin: Party;
let baseUrl: string;
const streams: TestStream[] = [];
beforeAll(async () => {
  admin = await signIn(ctx.app, ctx.db.db, 'admin', 'Ada Admin');
  baseUrl = await listenOnRandomPort(ctx.app);
});
afterAll(async () => Promise.all(streams.map((s) => s.close())));

const hide = (who: Party | null, id: string, payload?: object) =>
  call(ctx.app, who, 'POST', `/api/admin/messages/${id}/hide`, payload);
const download = (who: Party, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });

/** A conversation whose freelancer asked to be paid elsewhere, with an image and a PDF attached. */
async function flaggedWithFiles() {
  const talk = await conversation();
  const body = formData([
    { field: 'text', value: 'Pay me by bank transfer, it is cheaper: fred@example.com' },
    { field: 'files', filename: 'invoice.png', bytes: await makeImage('png') },
    { field: 'files', filename: 'bank details.pdf', bytes: PDF },
  ]);
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/conversations/${talk.id}/messages`,
    headers: { cookie: talk.freelancer.cookie, ...body.headers },
    payload: body.payload,
  });
  expect(sent.statusCode).toBe(201);
  const message = sent.json().data as {
    id: string;
    attachments: { url: string; thumbnailUrl: string | null }[];
  };
  return { ...talk, message };
}

describe('POST /api/admin/messages/:id/hide', () => {
  it('keeps the row for admins; both parties read the removal notice and lose its files, live', async () => {
    const { client, freelancer, id, message } = await flaggedWithFiles();
    const tabs = [await openStream(baseUrl, client.cookie), await openStream(baseUrl, freelancer.cookie)];
    streams.push(...tabs);
    await Promise.all(tabs.map((tab) => tab.next('ready')));

    const hidden = await hide(admin, message.id, { reason: `  ${REASON}  ` });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      data: { id: message.id, text: expect.stringContaining('bank transfer'), hidden: { reason: REASON } },
      message: 'Message hidden',
    });
    expect(hidden.body.data.attachments).toHaveLength(2);

    for (const tab of tabs)
      expect((await tab.next('message.hidden')).data).toEqual({
        conversationId: id,
        messageId: message.id,
        at: hidden.body.data.hidden.at,
      });

    for (const party of [client, freelancer]) {
      const [shown] = (await call(ctx.app, party, 'GET', `/api/conversations/${id}/messages`)).body.data;
      expect(shown).toMatchObject({
        id: message.id,
        text: MESSAGE_REMOVED_TEXT,
        attachments: [],
        warning: null,
        hidden: { at: hidden.body.data.hidden.at, reason: null },
      });
      expect(JSON.stringify(shown)).not.toMatch(/bank|fred@/);
      const list = (await call(ctx.app, party, 'GET', '/api/conversations')).body.data;
      expect(list.find((c: { id: string }) => c.id === id).lastMessage.text).toBe(MESSAGE_REMOVED_TEXT);
      for (const a of message.attachments)
        for (const url of [a.url, a.thumbnailUrl].filter((u): u is string => u !== null)) {
          const file = await download(party, url);
          expect(file.statusCode, url).toBe(404);
          expect(file.json()).toEqual({ error: 'This file was removed by Skillora' });
        }
    }

    // The admins still read all of it, and why it was hidden.
    const [asAdmin] = (await call(ctx.app, admin, 'GET', `/api/admin/conversations/${id}/messages`)).body
      .data;
    expect(asAdmin).toMatchObject({
      text: expect.stringContaining('bank transfer'),
      hidden: { reason: REASON },
    });
    expect(asAdmin.attachments).toHaveLength(2);
    expect((await download(admin, message.attachments[1]!.url)).statusCode).toBe(200);
    const conversationAsAdmin = (await call(ctx.app, admin, 'GET', `/api/admin/conversations/${id}`)).body
      .data;
    expect(conversationAsAdmin.lastMessage.text).toContain('bank transfer');
    const flagged = (await call(ctx.app, admin, 'GET', '/api/admin/messages/flagged?limit=50')).body.data;
    expect(flagged.find((m: { id: string }) => m.id === message.id)).toMatchObject({
      hidden: { reason: REASON },
      warnings: [],
    });

    const actions = await ctx.db.db
      .select()
      .from(moderationActions)
      .where(eq(moderationActions.subjectId, message.id));
    expect(actions).toMatchObject([
      { action: 'hide', subjectType: 'message', userId: freelancer.id, reason: REASON, adminId: admin.id },
    ]);
    const audit = await ctx.db.db.select().from(auditLog).where(eq(auditLog.entityId, message.id));
    expect(audit).toMatchObject([
      {
        actorId: admin.id,
        action: 'message.hide',
        entity: 'message',
        after: { hidden: true, reason: REASON },
      },
    ]);

    expect(await hide(admin, message.id, { reason: REASON })).toEqual({
      status: 409,
      body: { error: 'This message is already hidden' },
    });
  });

  it('answers 401 to a visitor and 403 to the parties, before reading the body, and hides nothing', async () => {
    const { client, freelancer, message } = await flaggedWithFiles();
    expect(await hide(null, message.id, { reason: REASON })).toEqual({
      status: 401,
      body: { error: 'Please log in' },
    });
    for (const party of [client, freelancer]) {
      expect(await hide(party, message.id, { reason: REASON })).toEqual({
        status: 403,
        body: { error: 'You are not allowed to do this' },
      });
      expect((await hide(party, message.id)).status).toBe(403);
    }
    expect(
      await ctx.db.db.select().from(moderationActions).where(eq(moderationActions.subjectId, message.id)),
    ).toEqual([]);
  });

  it.each([
    ['no body', undefined, 'Give the reason for hiding this message'],
    ['an empty reason', { reason: ' \n ' }, 'Give the reason for hiding this message'],
    [
      'a reason over 500 characters',
      { reason: 'x'.repeat(501) },
      'Write at most 500 characters for the reason',
    ],
    [
      'a text-direction control',
      { reason: 'Links to \u202Eexe.gpj' },
      'A reason cannot contain text-direction control characters',
    ],
  ])('answers 400 for %s', async (_case, payload, error) => {
    const { client, id, message } = await flaggedWithFiles();
    expect(await hide(admin, message.id, payload)).toEqual({ status: 400, body: { error } });
    const [shown] = (await call(ctx.app, client, 'GET', `/api/conversations/${id}/messages`)).body.data;
    expect(shown.hidden).toBeNull();
  });

  it('answers 404 for a message that does not exist or a malformed id', async () => {
    expect(await hide(admin, crypto.randomUUID(), { reason: REASON })).toEqual({
      status: 404,
      body: { error: 'Message not found' },
    });
    expect((await hide(admin, 'not-an-id', { reason: REASON })).status).toBe(404);
  });
});
