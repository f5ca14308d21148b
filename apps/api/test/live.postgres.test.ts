import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from './factories';
import { createCatalog, postJob, sendProposal } from './job-factories';
import { twoInstances } from './two-instances';

for (const withRedis of [true, false]) {
  describe(`live updates across two instances (${withRedis ? 'Redis pub/sub' : 'LISTEN/NOTIFY'})`, () => {
    let pair: Awaited<ReturnType<typeof twoInstances>>;
    beforeAll(async () => {
      pair = await twoInstances(withRedis);
    });
    afterAll(async () => pair.close());

    it('an admin blocking a user on A signs out that user’s stream on B', async () => {
      const admin = await createUser(pair.db, { role: 'admin' });
      const user = await createUser(pair.db, { role: 'client' });
      const adminSession = await loginAs(pair.a, admin.email);
      const stream = await pair.openOnB((await loginAs(pair.b, user.email)).cookie);

      const blocked = await pair.a.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}/block`,
        headers: { cookie: adminSession.cookie },
        payload: { reason: 'Spam.' },
      });
      expect(blocked.statusCode).toBe(200);

      expect((await stream.next('session.ended')).data).toEqual({ reason: 'blocked' });
      await stream.closed();
    });

    it('a proposal sent through A reaches the client’s stream on B', async () => {
      const client = await createUser(pair.db, { role: 'client' });
      const freelancer = await createUser(pair.db, { role: 'freelancer' });
      const clientSession = await loginAs(pair.a, client.email);
      const catalog = await createCatalog(pair.db, {
        categories: [`Cat ${withRedis}`],
        skills: [`Skill ${withRedis}`],
      });
      const job = await postJob(pair.a, clientSession.cookie, catalog);
      const stream = await pair.openOnB(clientSession.cookie);

      const proposal = await sendProposal(pair.a, (await loginAs(pair.a, freelancer.email)).cookie, job.id);

      expect((await stream.next('proposal.created')).data).toEqual({
        jobId: job.id,
        proposalId: proposal.id,
      });
    });

    it('a category added on A is in B’s public list at once, though B had it cached', async () => {
      const admin = await createUser(pair.db, { role: 'admin' });
      const { cookie } = await loginAs(pair.a, admin.email);
      const names = async () =>
        (await pair.b.inject({ method: 'GET', url: '/api/categories' }))
          .json<{ data: { name: string }[] }>()
          .data.map((c) => c.name);
      const name = `Fresh ${withRedis ? 'redis' : 'notify'}`;
      expect(await names()).not.toContain(name);

      const added = await pair.a.inject({
        method: 'POST',
        url: '/api/admin/categories/add-category',
        headers: { cookie },
        payload: { name },
      });
      expect(added.statusCode).toBe(201);
      await pair.a.outbox.idle();
      await pair.b.outbox.idle();

      // Well inside the cache's 5 s lifetime: only the invalidation can make it show so soon.
      await expect.poll(names, { timeout: 2000 }).toContain(name);
    });
  });
}
