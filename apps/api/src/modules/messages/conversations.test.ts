import { describe, expect, it } from 'vitest';
import { call, makeOffer, signIn } from '../../../test/contract-factories';
import { postJob, sendProposal } from '../../../test/job-factories';
import { createFileStore } from '../files';
import {
  catalog,
  conversation,
  ctx,
  messagesOf,
  sendOk,
  setPhotoFile,
  setUpMessages,
} from './messages.fixture';

setUpMessages();

describe('POST /api/conversations', () => {
  it('opens a conversation with a proposer (201), then answers the same one (200)', async () => {
    const { client, freelancer, job, id } = await conversation();
    const again = await call(ctx.app, client, 'POST', '/api/conversations', {
      jobId: job.id,
      freelancerId: freelancer.id,
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id,
      jobId: job.id,
      jobTitle: job.title,
      otherParty: { id: freelancer.id, name: 'Fred Freelancer', photoUrl: null },
      lastMessage: null,
      unreadCount: 0,
      contractId: null,
    });
  });

  it('refuses a freelancer without a proposal, another client’s job, a freelancer and an admin', async () => {
    const { client, job } = await conversation();
    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const otherClient = await signIn(ctx.app, ctx.db.db, 'client');
    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    const body = { jobId: job.id, freelancerId: stranger.id };
    expect(await call(ctx.app, client, 'POST', '/api/conversations', body)).toMatchObject({
      status: 404,
      body: { error: 'This freelancer has not sent a proposal for this job' },
    });
    expect((await call(ctx.app, otherClient, 'POST', '/api/conversations', body)).status).toBe(404);
    expect((await call(ctx.app, stranger, 'POST', '/api/conversations', body)).status).toBe(404);
    expect(
      (await call(ctx.app, stranger, 'POST', '/api/conversations', { ...body, freelancerId: client.id }))
        .status,
    ).toBe(403);
    expect((await call(ctx.app, admin, 'POST', '/api/conversations', body)).status).toBe(403);
  });

  it('lets a freelancer open the conversation with a client who made them an offer', async () => {
    const { freelancer, job, client } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const res = await call(ctx.app, freelancer, 'POST', '/api/conversations', {
      jobId: job.id,
      freelancerId: freelancer.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.otherParty).toEqual({ id: client.id, name: 'Cara Client', photoUrl: null });
  });
});

describe('sent, delivered, read and unread counts', () => {
  it('moves from sent to delivered when the recipient’s app fetches, to read when they open it', async () => {
    const { client, freelancer, id } = await conversation();
    const first = await sendOk(client, id, 'One');
    await sendOk(client, id, 'Two');
    expect(first.state).toBe('sent');
    expect((await messagesOf(client, id)).body.data.map((m: { state: string }) => m.state)).toEqual([
      'sent',
      'sent',
    ]);

    const unread = await call(ctx.app, freelancer, 'GET', '/api/conversations/unread-count');
    expect(unread.body.data.count).toBe(2);
    expect((await messagesOf(client, id)).body.data.map((m: { state: string }) => m.state)).toEqual([
      'delivered',
      'delivered',
    ]);

    const list = await call(ctx.app, freelancer, 'GET', '/api/conversations');
    expect(list.body.data[0]).toMatchObject({
      id,
      otherParty: { id: client.id, name: 'Cara Client', photoUrl: null },
      lastMessage: { text: 'Two', senderId: client.id },
      unreadCount: 2,
    });
    expect((await call(ctx.app, client, 'GET', '/api/conversations')).body.data[0].unreadCount).toBe(0);

    expect((await call(ctx.app, freelancer, 'POST', `/api/conversations/${id}/read`)).body.data).toEqual({
      id,
      unreadCount: 0,
    });
    expect((await messagesOf(client, id)).body.data.map((m: { state: string }) => m.state)).toEqual([
      'read',
      'read',
    ]);
    expect((await call(ctx.app, freelancer, 'GET', '/api/conversations/unread-count')).body.data.count).toBe(
      0,
    );

    await sendOk(freelancer, id, 'Three');
    expect((await call(ctx.app, client, 'GET', '/api/conversations/unread-count')).body.data.count).toBe(1);
  });

  it('reading a conversation reads its "New message" notifications on the bell too', async () => {
    const { client, freelancer, id } = await conversation();
    await sendOk(client, id, 'One');
    await sendOk(client, id, 'Two');
    await ctx.app.outbox.idle();
    const bell = async () => (await call(ctx.app, freelancer, 'GET', '/api/notifications')).body;
    expect((await bell()).unread).toBe(2);
    await call(ctx.app, freelancer, 'POST', `/api/conversations/${id}/read`);
    const after = await bell();
    expect(after.unread).toBe(0);
    expect(
      after.data.map((n: { kind: string; readAt: string | null }) => [n.kind, Boolean(n.readAt)]),
    ).toEqual([
      ['message_received', true],
      ['message_received', true],
    ]);
  });

  it('shows the other party’s photo when they have one', async () => {
    const { client, freelancer, id } = await conversation();
    const photo = await createFileStore(ctx.db.db).put({
      ownerId: freelancer.id,
      kind: 'photo',
      isPublic: true,
      contentType: 'image/webp',
      bytes: Buffer.from('RIFF....WEBP'),
    });
    await setPhotoFile(freelancer.id, photo.id);
    const list = await call(ctx.app, client, 'GET', '/api/conversations');
    expect(list.body.data.find((c: { id: string }) => c.id === id).otherParty.photoUrl).toBe(
      `/api/files/${photo.id}`,
    );
  });

  it('lists my conversations newest activity first, searchable, paged by cursor', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client', 'Quinn Client');
    const names = ['Ada Lovelace', 'Grace Hopper', 'Linus Pauling'];
    const ids: string[] = [];
    for (const name of names) {
      const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer', name);
      const job = await postJob(ctx.app, client.cookie, catalog, { title: `Job for ${name}` });
      await sendProposal(ctx.app, freelancer.cookie, job.id);
      const opened = await call(ctx.app, client, 'POST', '/api/conversations', {
        jobId: job.id,
        freelancerId: freelancer.id,
      });
      ids.push(opened.body.data.id);
    }
    await sendOk(client, ids[0]!, 'bumped to the top');
    const first = await call(ctx.app, client, 'GET', '/api/conversations?limit=2');
    expect(first.body.data.map((c: { id: string }) => c.id)).toEqual([ids[0], ids[2]]);
    const second = await call(
      ctx.app,
      client,
      'GET',
      `/api/conversations?limit=2&cursor=${first.body.nextCursor}`,
    );
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[1] })], nextCursor: null });

    const found = await call(ctx.app, client, 'GET', '/api/conversations?q=hopper');
    expect(found.body.data.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    const byTitle = await call(ctx.app, client, 'GET', '/api/conversations?q=for%20Linus');
    expect(byTitle.body.data.map((c: { id: string }) => c.id)).toEqual([ids[2]]);
    expect((await call(ctx.app, client, 'GET', '/api/conversations?q=100%25')).body.data).toEqual([]);
    expect((await call(ctx.app, client, 'GET', '/api/conversations?cursor=nonsense')).status).toBe(400);
  });
});
