import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app';
import { createUser, loginAs } from '../../../test/factories';
import { createCatalog, postJob, sendProposal } from '../../../test/job-factories';
import { listenOnRandomPort, openStream, type TestStream } from '../../../test/sse-client';

let ctx: TestContext;
let baseUrl: string;
const streams: TestStream[] = [];
const open = async (cookie?: string) => {
  const stream = await openStream(baseUrl, cookie);
  streams.push(stream);
  return stream;
};

beforeAll(async () => {
  ctx = await buildTestApp();
  baseUrl = await listenOnRandomPort(ctx.app);
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await ctx.close();
});

describe('GET /api/events/stream', () => {
  it('refuses a visitor with 401 and the usual error', async () => {
    const stream = await open();
    expect(stream.status).toBe(401);
    expect(stream.body).toEqual({ error: 'Please log in' });
  });

  it('tells a client at once that a proposal arrived on their job', async () => {
    const client = await createUser(ctx.db.db, { role: 'client' });
    const freelancer = await createUser(ctx.db.db, { role: 'freelancer' });
    const [clientSession, freelancerSession] = await Promise.all([
      loginAs(ctx.app, client.email),
      loginAs(ctx.app, freelancer.email),
    ]);
    const catalog = await createCatalog(ctx.db.db, { categories: ['Live A'], skills: ['Live skill A'] });
    const job = await postJob(ctx.app, clientSession.cookie, catalog);
    const stream = await open(clientSession.cookie);
    await stream.next('ready');

    const proposal = await sendProposal(ctx.app, freelancerSession.cookie, job.id);

    const event = await stream.next('proposal.created');
    expect(event.data).toEqual({ jobId: job.id, proposalId: proposal.id });
  });

  it('signs out every open tab of a user an admin blocks, and closes their streams', async () => {
    const admin = await createUser(ctx.db.db, { role: 'admin' });
    const user = await createUser(ctx.db.db, { role: 'freelancer' });
    const adminSession = await loginAs(ctx.app, admin.email);
    const [phone, laptop] = [await loginAs(ctx.app, user.email), await loginAs(ctx.app, user.email)];
    const tabs = [await open(phone.cookie), await open(laptop.cookie)];
    await Promise.all(tabs.map((tab) => tab.next('ready')));

    const blocked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/block`,
      headers: { cookie: adminSession.cookie },
      payload: { reason: 'Spam.' },
    });
    expect(blocked.statusCode).toBe(200);

    for (const tab of tabs) {
      expect((await tab.next('session.ended')).data).toEqual({ reason: 'blocked' });
      await tab.closed();
    }
  });

  it('on logout, ends only the stream of the session that logged out', async () => {
    const user = await createUser(ctx.db.db, { role: 'client' });
    const [kept, leaving] = [await loginAs(ctx.app, user.email), await loginAs(ctx.app, user.email)];
    const keptTab = await open(kept.cookie);
    const leavingTab = await open(leaving.cookie);
    await Promise.all([keptTab.next('ready'), leavingTab.next('ready')]);

    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: leaving.cookie } });

    expect((await leavingTab.next('session.ended')).data).toEqual({ reason: 'logout' });
    await leavingTab.closed();
    await ctx.app.outbox.idle();
    expect(keptTab.isClosed).toBe(false);
    expect(keptTab.events.some((e) => e.type === 'session.ended')).toBe(false);
  });
});
