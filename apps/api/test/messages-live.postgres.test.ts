import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, openDatabase } from '../src/db/client';
import { createUser, loginAs } from './factories';
import { createCatalog, postJob, sendProposal } from './job-factories';
import { startSmtpServer } from './smtp';
import { listenOnRandomPort, openStream, type TestStream } from './sse-client';
import { createTestDatabase } from './test-db';
import { waitFor } from './wait-for';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

/** Two instances on one PostgreSQL database (issue 16): a message posted on A, a tab on B. */
async function twoInstances(withRedis: boolean) {
  const database = await createTestDatabase();
  const smtp = await startSmtpServer();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: smtp.url,
    DATABASE_URL: database.url!,
    ...(withRedis ? { REDIS_URL } : {}),
  });
  const handles: DbHandle[] = [
    database.handle,
    await openDatabase({ databaseUrl: database.url!, dataDir: 'unused' }),
  ];
  const [a, b] = (await Promise.all(handles.map((db) => buildApp({ config, db })))) as [App, App];
  const urlOfB = await listenOnRandomPort(b);
  await a.ready();
  const streams: TestStream[] = [];
  return {
    a,
    b,
    db: database.handle.db,
    openOnB: async (cookie: string) => {
      const stream = await openStream(urlOfB, cookie);
      streams.push(stream);
      await stream.next('ready');
      return stream;
    },
    close: async () => {
      await Promise.all(streams.map((s) => s.close()));
      await Promise.all([a.close(), b.close()]);
      await handles[1]!.close();
      await smtp.close();
      await database.drop();
    },
  };
}

for (const withRedis of [true, false]) {
  describe(`messages across two instances (${withRedis ? 'Redis pub/sub' : 'LISTEN/NOTIFY'})`, () => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances(withRedis);
    });
    afterAll(async () => pair.close());

    it('a message sent on A reaches the recipient’s stream on B, and its reading reaches the sender', async () => {
      const client = await createUser(pair.db, { role: 'client' });
      const freelancer = await createUser(pair.db, { role: 'freelancer' });
      const clientOnA = (await loginAs(pair.a, client.email)).cookie;
      const freelancerOnB = (await loginAs(pair.b, freelancer.email)).cookie;
      const catalog = await createCatalog(pair.db, {
        categories: [`C ${withRedis}`],
        skills: [`S ${withRedis}`],
      });
      const job = await postJob(pair.a, clientOnA, catalog);
      await sendProposal(pair.a, freelancerOnB, job.id);
      const opened = await pair.a.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: { cookie: clientOnA },
        payload: { jobId: job.id, freelancerId: freelancer.id },
      });
      const conversationId = opened.json<{ data: { id: string } }>().data.id;
      const freelancerTab = await pair.openOnB(freelancerOnB);
      const clientTab = await pair.openOnB(clientOnA);

      const sent = await pair.a.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: clientOnA },
        payload: { text: 'Hello from instance A' },
      });
      expect(sent.statusCode).toBe(201);
      const messageId = sent.json<{ data: { id: string } }>().data.id;

      expect((await freelancerTab.next('message.created')).data).toEqual({
        conversationId,
        messageId,
        senderId: client.id,
      });
      // The tab asks B "since" what it holds: the message is there.
      const page = await pair.b.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: freelancerOnB },
      });
      expect(page.json<{ data: { id: string; text: string }[] }>().data).toEqual([
        expect.objectContaining({ id: messageId, text: 'Hello from instance A' }),
      ]);

      await pair.b.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/read`,
        headers: { cookie: freelancerOnB },
      });
      // First "delivered" (the freelancer's tab fetched it), then "read".
      await waitFor(
        () => clientTab.events.some((e) => e.type === 'conversation.read' && e.data.kind === 'read'),
        'conversation.read (read) on the sender’s tab',
        5000,
      );
      const upTo = sent.json<{ data: { createdAt: string } }>().data.createdAt;
      expect(clientTab.events.filter((e) => e.type === 'conversation.read').map((e) => e.data)).toEqual([
        { conversationId, readerId: freelancer.id, kind: 'delivered', upTo },
        { conversationId, readerId: freelancer.id, kind: 'read', upTo },
      ]);
    });
  });
}
