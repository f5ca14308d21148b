import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, notifications } from '../src/db/schema';
import { createUser, DEFAULT_PASSWORD } from './factories';
import { createCatalog, jobBody, proposalBody } from './job-factories';
import { insertCompleteProfile } from './profile-factories';
import { startSmtpServer } from './smtp';
import { postJson, spawnServer } from './spawn-server';
import { createTestDatabase } from './test-db';
import { waitFor } from './wait-for';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
});

/**
 * Issue 16: a notification mail is sent only after its change committed, and exactly once, even
 * when the server is killed (SIGKILL) after the commit and before the mail could go out.
 */
describe('notification mail under SIGKILL (postgres)', () => {
  it('a change committed before the kill is mailed once after the restart', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const db = database.handle.db;
    const catalog = await createCatalog(db);
    const client = await createUser(db, { role: 'client', name: 'Kim Killed' });
    const freelancer = await createUser(db, { role: 'freelancer', name: 'Fox Faulty' });
    await insertCompleteProfile(db, freelancer.id, Object.values(catalog.skills)[0]!);
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    // The mail server turns connections away: the change commits, its mail cannot leave yet.
    smtp.setDown(true);
    const env = { DATABASE_URL: database.url!, SMTP_URL: smtp.url };
    let server = await spawnServer(env);

    const login = async (email: string) => {
      const res = await postJson(`${server.base}/api/auth/login`, { email, password: DEFAULT_PASSWORD });
      return { cookie: `accessToken=${((await res.json()) as { accessToken: string }).accessToken}` };
    };
    const job = await postJson(
      `${server.base}/api/client/jobs`,
      jobBody(catalog, {
        title: 'Notified despite a crash',
        description: 'A job whose proposal mail is tested while the server is killed before sending it.',
        publish: true,
      }),
      await login(client.email),
    );
    expect(job.status).toBe(201);
    const jobId = ((await job.json()) as { data: { id: string } }).data.id;
    const proposal = await postJson(
      `${server.base}/api/freelancer/jobs/${jobId}/proposals`,
      proposalBody({
        coverLetter: 'I will keep working whatever happens to the server, as the test will show you.',
        bidCents: 40_000,
      }),
      await login(freelancer.email),
    );
    expect(proposal.status).toBe(201);

    // The mail's event has failed once and waits for its retry (not leased): kill now.
    const waiting = and(
      eq(events.type, 'notification.created'),
      isNull(events.handledAt),
      isNull(events.claimedUntil),
    );
    await waitFor(
      async () =>
        Boolean((await db.select({ error: events.lastError }).from(events).where(waiting))[0]?.error),
      'the mail event to fail once',
      30_000,
    );
    server.child.kill('SIGKILL');
    await server.exited;
    expect(smtp.to(client.email)).toHaveLength(0);

    smtp.setDown(false);
    server = await spawnServer(env);
    // A kill during a claim leaves a 60 s lease to run out first: the waits allow for it.
    await smtp.waitFor(client.email, 0, 90_000);
    await waitFor(
      async () =>
        (
          await db
            .select({ id: events.id })
            .from(events)
            .where(and(eq(events.type, 'notification.created'), isNull(events.handledAt)))
        ).length === 0,
      'every notification event handled',
      90_000,
    );
    const rows = await db.select().from(notifications).where(eq(notifications.recipientId, client.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mailedAt).not.toBeNull();
    expect(smtp.to(client.email)).toHaveLength(1);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);
});
