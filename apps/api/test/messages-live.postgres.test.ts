import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from './factories';
import { createCatalog, postJob, sendProposal } from './job-factories';
import { twoInstances } from './two-instances';
import { waitFor } from './wait-for';

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
