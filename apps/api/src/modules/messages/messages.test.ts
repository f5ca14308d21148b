import { MESSAGE_SEND_LIMIT_PER_MINUTE, OFF_PLATFORM_WARNING } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { call, makeContract, signIn } from '../../../test/contract-factories';
import { catalog, conversation, ctx, messagesOf, send, sendOk, setUpMessages } from './messages.fixture';

setUpMessages();

describe('only the two parties', () => {
  it('read and write; anyone else gets 404, an admin reads through the admin route only', async () => {
    const { client, freelancer, id } = await conversation();
    await sendOk(client, id, 'Hello Fred');
    const strangers = [
      await signIn(ctx.app, ctx.db.db, 'client'),
      await signIn(ctx.app, ctx.db.db, 'freelancer'),
    ];
    for (const stranger of strangers) {
      expect((await messagesOf(stranger, id)).status).toBe(404);
      expect((await send(stranger, id, 'let me in')).status).toBe(404);
      expect((await call(ctx.app, stranger, 'POST', `/api/conversations/${id}/read`)).status).toBe(404);
      expect((await call(ctx.app, stranger, 'GET', `/api/conversations/${id}`)).status).toBe(404);
      expect((await call(ctx.app, stranger, 'GET', `/api/admin/conversations/${id}/messages`)).status).toBe(
        403,
      );
    }
    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    expect((await messagesOf(admin, id)).status).toBe(403);
    expect((await send(admin, id, 'admin here')).status).toBe(403);
    const read = await call(ctx.app, admin, 'GET', `/api/admin/conversations/${id}/messages`);
    expect(read.body.data.map((m: { text: string }) => m.text)).toEqual(['Hello Fred']);
    // Reading as an admin marks nothing delivered.
    expect(read.body.data[0].state).toBe('sent');
    expect((await messagesOf(freelancer, id)).body.data.map((m: { text: string }) => m.text)).toEqual([
      'Hello Fred',
    ]);
  });

  it('keeps text as sent (HTML is text) and refuses empty or over-long messages', async () => {
    const { client, id } = await conversation();
    const html = '<img src=x onerror=alert(1)> <b>bold</b>';
    expect((await sendOk(client, id, `  ${html}\r\nline two  `)) as object).toMatchObject({
      state: 'sent',
      warning: null,
    });
    expect((await messagesOf(client, id)).body.data[0].text).toBe(`${html}\nline two`);
    expect(await send(client, id, '   ')).toMatchObject({
      status: 400,
      body: { error: 'Write a message first' },
    });
    expect(await send(client, id, 'x'.repeat(5001))).toMatchObject({
      status: 400,
      body: { error: 'A message can be at most 5,000 characters' },
    });
    expect((await send(client, id, 'x'.repeat(5000))).status).toBe(201);
  });
});

describe('GET /api/conversations/:id/messages', () => {
  it('pages back without gaps or duplicates while messages arrive, and catches up with since', async () => {
    const { client, freelancer, id } = await conversation();
    const sent: string[] = [];
    for (let i = 0; i < 20; i++) sent.push((await sendOk(i % 2 ? freelancer : client, id, `m${i}`)).id);

    const first = await messagesOf(client, id, '?limit=7');
    const newestSeen = first.body.data[0].id as string;
    const seen: string[] = first.body.data.map((m: { id: string }) => m.id);
    let cursor = first.body.nextCursor as string | null;
    let arriving = 0;
    while (cursor) {
      // New messages land at the top while the reader scrolls up.
      sent.push((await sendOk(arriving % 2 ? client : freelancer, id, `new${arriving}`)).id);
      arriving++;
      const page = await messagesOf(client, id, `?limit=7&before=${cursor}`);
      seen.push(...page.body.data.map((m: { id: string }) => m.id));
      cursor = page.body.nextCursor;
    }
    // Scrolled to the start: exactly the 20 older messages, newest first.
    expect(seen).toEqual(sent.slice(0, 20).reverse());

    // Catching up from the newest one held, a page at a time, oldest page first.
    const caughtUp: string[] = [];
    let since: string | null = newestSeen;
    while (since) {
      const page = await messagesOf(client, id, `?limit=2&since=${since}`);
      const ids = page.body.data.map((m: { id: string }) => m.id) as string[];
      caughtUp.push(...ids.reverse());
      since = page.body.nextCursor;
      if (!since) break;
    }
    expect(caughtUp).toEqual(sent.slice(20));
    expect((await messagesOf(client, id, `?since=${sent.at(-1)}`)).body).toEqual({
      data: [],
      nextCursor: null,
    });
  });

  it('orders messages sent at the same moment strictly, so since never skips one', async () => {
    const { client, freelancer, id } = await conversation();
    const anchor = await sendOk(client, id, 'anchor');
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sendOk(i % 2 ? client : freelancer, id, `burst ${i}`)),
    );
    const page = await messagesOf(freelancer, id, `?since=${anchor.id}&limit=100`);
    const times = page.body.data.map((m: { createdAt: string }) => m.createdAt) as string[];
    expect(new Set(times).size).toBe(12);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(page.body.data.map((m: { id: string }) => m.id))).toEqual(new Set(burst.map((m) => m.id)));
  });

  it('refuses a cursor from another conversation and both cursors at once', async () => {
    const a = await conversation();
    const b = await conversation();
    const other = await sendOk(b.client, b.id, 'elsewhere');
    expect(await messagesOf(a.client, a.id, `?before=${other.id}`)).toMatchObject({
      status: 400,
      body: { error: 'Cursor is not valid' },
    });
    expect((await messagesOf(a.client, a.id, `?before=${other.id}&since=${other.id}`)).status).toBe(400);
    expect((await messagesOf(a.client, a.id, '?before=not-an-id')).status).toBe(400);
  });
});

describe('contact details before a contract', () => {
  it('warns both parties and flags the message for admins; after a contract it does not', async () => {
    const { client, freelancer, id } = await conversation();
    const text = 'Email me at fred@example.org or call +1 415 555 0132, we can use PayPal';
    const sent = await sendOk(freelancer, id, text);
    expect(sent.warning).toBe(OFF_PLATFORM_WARNING);
    expect((await messagesOf(client, id)).body.data[0].warning).toBe(
      'Keep payments on Skillora: SafePay only protects payments made here',
    );
    await sendOk(client, id, 'Sounds good, see you on Monday');
    expect((await messagesOf(client, id)).body.data[0].warning).toBeNull();

    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    const flagged = await call(ctx.app, admin, 'GET', '/api/admin/messages/flagged');
    expect(flagged.body.data[0]).toMatchObject({
      id: sent.id,
      conversationId: id,
      text,
      reasons: ['email', 'phone', 'off_platform_payment'],
      sender: { id: freelancer.id, name: 'Fred Freelancer' },
      recipient: { id: client.id, name: 'Cara Client' },
    });
    expect((await call(ctx.app, client, 'GET', '/api/admin/messages/flagged')).status).toBe(403);

    const hired = await makeContract(ctx.app, ctx.db.db, catalog);
    const opened = await call(ctx.app, hired.client, 'POST', '/api/conversations', {
      jobId: hired.job.id,
      freelancerId: hired.freelancer.id,
    });
    expect(opened.body.data.contractId).toBe(hired.contract.id);
    expect((await sendOk(hired.freelancer, opened.body.data.id, text)).warning).toBeNull();
    const fromContract = await call(
      ctx.app,
      admin,
      'GET',
      `/api/admin/contracts/${hired.contract.id}/conversation`,
    );
    expect(fromContract.body.data.id).toBe(opened.body.data.id);
  });
});

describe('send rate limit', () => {
  it(`lets a user send ${MESSAGE_SEND_LIMIT_PER_MINUTE} messages a minute, then answers 429`, async () => {
    const { client, freelancer, id } = await conversation();
    for (let i = 0; i < MESSAGE_SEND_LIMIT_PER_MINUTE; i++) await sendOk(client, id, `n${i}`);
    const refused = await send(client, id, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many requests, please try again later');
    // Per user: the other party is not slowed down.
    expect((await send(freelancer, id, 'still fine')).status).toBe(201);
  });
});
