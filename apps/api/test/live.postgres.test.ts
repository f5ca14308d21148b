import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, openDatabase } from '../src/db/client';
import { createUser, loginAs } from './factories';
import { createCatalog, postJob, sendProposal } from './job-factories';
import { startSmtpServer } from './smtp';
import { listenOnRandomPort, openStream, type TestStream } from './sse-client';
import { createTestDatabase } from './test-db';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

/** Two instances on one PostgreSQL database, as behind a load balancer; with or without Redis. */
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
