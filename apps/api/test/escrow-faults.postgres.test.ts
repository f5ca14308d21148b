import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { milestones, payments } from '../src/db/schema';
import { createUser, DEFAULT_PASSWORD } from './factories';
import { createCatalog, jobBody, proposalBody } from './job-factories';
import { insertCompleteProfile } from './profile-factories';
import { postJson, spawnServer } from './spawn-server';
import { createTestDatabase } from './test-db';
import { waitFor } from './wait-for';

const ADMIN = { email: 'escrow-faults-admin@example.com', password: 'escrow-faults-password' };
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
});

const MILESTONES = 20;
const CENTS = 1000;

/**
 * Issue 15: a server killed with SIGKILL during a stream of approvals and withdrawals loses no
 * acknowledged movement and doubles none; after a restart the ledger audit is ok.
 */
describe('escrow under SIGKILL (postgres)', () => {
  it('keeps every acknowledged approval and withdrawal, once, and the ledger consistent', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const db = database.handle.db;
    const catalog = await createCatalog(db);
    const [client, freelancer] = [
      await createUser(db, { role: 'client' }),
      await createUser(db, { role: 'freelancer' }),
    ];
    // Proposals wait for a complete profile (issue 14).
    await insertCompleteProfile(db, freelancer.id, Object.values(catalog.skills)[0]!);
    // Hold 0: released money becomes withdrawable at once, so approvals and payouts interleave.
    const env = {
      DATABASE_URL: database.url!,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: '',
      PAYOUT_HOLD_DAYS: '0',
    };
    let server = await spawnServer(env);
    const login = async (base: string, email: string, password: string) => {
      const res = await postJson(`${base}/api/auth/login`, { email, password });
      return { cookie: `accessToken=${((await res.json()) as { accessToken: string }).accessToken}` };
    };
    const as = {
      client: await login(server.base, client.email, DEFAULT_PASSWORD),
      freelancer: await login(server.base, freelancer.email, DEFAULT_PASSWORD),
    };
    const post = async (path: string, body: object, who: { cookie: string }, key?: string) => {
      const res = await postJson(`${server.base}${path}`, body, {
        ...who,
        ...(key ? { 'idempotency-key': key } : {}),
      });
      // biome-ignore lint/suspicious/noExplicitAny: the test reads answers of every shape
      return { status: res.status, body: (await res.json()) as Record<string, any> };
    };
    /** A setup step that must succeed with this status. */
    const must = async (status: number, path: string, body: object, who: { cookie: string }) => {
      const res = await post(path, body, who);
      if (res.status !== status) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    };

    const job = await must(
      201,
      '/api/client/jobs',
      jobBody(catalog, {
        title: 'Fault tolerant job',
        description: 'A job whose escrow is tested while the server is killed in the middle of it.',
        publish: true,
      }),
      as.client,
    );
    const proposal = await must(
      201,
      `/api/freelancer/jobs/${job.body.data.id}/proposals`,
      proposalBody({
        coverLetter: 'I will keep working whatever happens to the server, as the test will show you.',
        bidCents: 40_000,
      }),
      as.freelancer,
    );
    const offer = await must(
      201,
      `/api/client/proposals/${proposal.body.data.id}/offer`,
      {
        title: 'Many small milestones',
        milestones: Array.from({ length: MILESTONES }, (_, i) => ({
          title: `Part ${i + 1}`,
          amountCents: CENTS,
        })),
      },
      as.client,
    );
    const contract = (
      await must(201, `/api/freelancer/offers/${offer.body.data.id}/accept`, {}, as.freelancer)
    ).body.data;
    const ids: string[] = contract.milestones.map((m: { id: string }) => m.id);
    const url = (id: string, action: string) => `/api/contracts/${contract.id}/milestones/${id}/${action}`;
    for (const id of ids) {
      expect((await post(url(id, 'fund'), { paymentMethod: 'pm_card_visa' }, as.client)).status).toBe(200);
      expect((await post(url(id, 'submit'), { message: 'done' }, as.freelancer)).status).toBe(200);
    }

    // The stream: approvals one after another, and small withdrawals beside them.
    const approved: string[] = [];
    const withdrawn: Array<{ key: string; body: unknown }> = [];
    let stop = false;
    const approver = (async () => {
      for (const id of ids) {
        if (stop) break;
        const res = await post(url(id, 'approve'), {}, as.client, `approve-${id}`).catch(() => null);
        if (res?.status === 200) approved.push(id);
      }
    })();
    const withdrawer = (async () => {
      for (let i = 0; !stop; i++) {
        const key = `payout-${i}`;
        const res = await post('/api/wallet/withdrawals', { amountCents: 100 }, as.freelancer, key).catch(
          () => null,
        );
        if (res?.status === 201) withdrawn.push({ key, body: res.body });
        if (!res) break;
      }
    })();
    await waitFor(() => approved.length >= 6, 'six acknowledged approvals', 60_000);
    server.child.kill('SIGKILL');
    await server.exited;
    stop = true;
    await Promise.all([approver, withdrawer]);
    expect(withdrawn.length).toBeGreaterThan(0);

    // Restarted: every acknowledged movement is there, once, and the ledger adds up.
    server = await spawnServer(env);
    const admin = await login(server.base, ADMIN.email, ADMIN.password);
    const audit = await fetch(`${server.base}/api/admin/ledger/audit`, { headers: admin });
    expect(((await audit.json()) as { data: { mismatches: string[] } }).data.mismatches).toEqual([]);
    const released = await db
      .select({ id: milestones.id })
      .from(milestones)
      .where(and(inArray(milestones.id, approved), eq(milestones.status, 'released')));
    expect(released).toHaveLength(approved.length);
    for (const { key, body } of withdrawn) {
      const replay = await post('/api/wallet/withdrawals', { amountCents: 100 }, as.freelancer, key);
      expect(replay).toEqual({ status: 201, body });
    }
    const paid = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.userId, freelancer.id),
          eq(payments.kind, 'payout'),
          eq(payments.status, 'succeeded'),
        ),
      );
    // At least the acknowledged ones (a payout may have committed just before the kill, unanswered).
    expect(paid.length).toBeGreaterThanOrEqual(withdrawn.length);
    expect(new Set(withdrawn.map((w) => (w.body as { data: { id: string } }).data.id)).size).toBe(
      withdrawn.length,
    );
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
