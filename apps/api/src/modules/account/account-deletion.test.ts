import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, makeOffer, type Party, signIn } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import { createUser, loginAs } from '../../../test/factories';
import { type Catalog, postJob, sendProposal } from '../../../test/job-factories';
import {
  contracts,
  freelancerProfiles,
  jobs,
  notifications,
  offers,
  proposals,
  savedJobs,
  users,
} from '../../../test/tables';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());

useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const PASSWORD = 'correct horse battery';
const deleteAccount = async (who: Party, password = PASSWORD) => {
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: { cookie: who.cookie },
    payload: { password },
  });
  return { status: res.statusCode, body: res.json(), setCookie: res.headers['set-cookie'] };
};
const me = async (who: Party) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: who.cookie } })).statusCode;
const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;
const userRow = async (id: string) => (await ctx.db.db.select().from(users).where(eq(users.id, id)))[0];

const IN_ESCROW = 'You cannot delete your account while money is held in escrow on your contracts';
const ACTIVE_CONTRACT = 'You cannot delete your account while you have an active contract. End it first.';
const MONEY_IN_WALLET =
  'You cannot delete your account while your wallet holds money. Withdraw it first (money still pending becomes available after the hold).';

describe('DELETE /api/me: refusals', () => {
  it('needs the password, and an admin cannot delete themselves this way', async () => {
    const user = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await deleteAccount(user, 'not my password')).toMatchObject({
      status: 400,
      body: { error: 'Your password is incorrect' },
    });
    expect(await deleteAccount(user, '')).toMatchObject({
      status: 400,
      body: { error: 'Enter your current password' },
    });
    const noBody = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: { cookie: user.cookie },
    });
    expect(noBody.statusCode).toBe(400);
    expect(await deleteAccount(admin)).toMatchObject({
      status: 403,
      body: { error: 'Admins cannot delete their own account' },
    });
    expect(await me(user)).toBe(200);
    expect(await me(admin)).toBe(200);
  });

  it('is refused with 409 while money is in escrow or a contract is active, for either party', async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    for (const who of [client, freelancer]) {
      expect(await deleteAccount(who)).toMatchObject({ status: 409, body: { error: ACTIVE_CONTRACT } });
    }
    const milestone = contract.milestones[0]!;
    await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/milestones/${milestone.id}/fund`, {
      paymentMethod: 'pm_card_visa',
    });
    for (const who of [client, freelancer]) {
      expect(await deleteAccount(who)).toMatchObject({ status: 409, body: { error: IN_ESCROW } });
      expect(await me(who)).toBe(200);
    }
  });
});

describe('DELETE /api/me: an account with no password (Google sign-in only)', () => {
  it('types its email address instead, exactly that address (any case)', async () => {
    const user = await signIn(ctx.app, ctx.db.db, 'freelancer');
    await ctx.db.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const email = (await userRow(user.id))!.email;
    const confirm = async (body: object) =>
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/me',
          headers: { cookie: user.cookie },
          payload: body,
        })
      ).json();
    const refused = { error: 'Type your email address to confirm' };
    expect(await confirm({})).toEqual(refused);
    expect(await confirm({ password: PASSWORD })).toEqual(refused);
    expect(await confirm({ email: `x${email}` })).toEqual(refused);
    expect(await me(user)).toBe(200);
    expect(await confirm({ email: ` ${email.toUpperCase()} ` })).toEqual({
      message: 'Your account has been deleted',
    });
    expect(await me(user)).toBe(401);
    expect(await userRow(user.id)).toBeUndefined();
  });
});

describe('DELETE /api/me: a user no money touched', () => {
  it('is deleted with their jobs, proposals and sessions; the email is free again', async () => {
    const client = await createUser(ctx.db.db, { role: 'client' });
    const freelancer = await createUser(ctx.db.db, { role: 'freelancer' });
    const clientParty = { id: client.id, cookie: (await loginAs(ctx.app, client.email)).cookie };
    const otherTab = { id: client.id, cookie: (await loginAs(ctx.app, client.email)).cookie };
    const freelancerParty = { id: freelancer.id, cookie: (await loginAs(ctx.app, freelancer.email)).cookie };
    const job = await postJob(ctx.app, clientParty.cookie, catalog);
    const proposal = await sendProposal(ctx.app, freelancerParty.cookie, job.id);

    const res = await deleteAccount(clientParty);
    expect(res).toMatchObject({ status: 200, body: { message: 'Your account has been deleted' } });
    expect(String(res.setCookie)).toContain('accessToken=;');
    expect(await userRow(client.id)).toBeUndefined();
    expect(await ctx.db.db.select().from(jobs).where(eq(jobs.id, job.id))).toEqual([]);
    expect(await ctx.db.db.select().from(proposals).where(eq(proposals.id, proposal.id))).toEqual([]);
    expect(await me(clientParty)).toBe(401);
    expect(await me(otherTab)).toBe(401);
    expect(await me(freelancerParty)).toBe(200);
    // The address may sign up again.
    const again = await createUser(ctx.db.db, { email: client.email });
    expect(again.email).toBe(client.email);
  });
});

describe('DELETE /api/me: a freelancer no money touched', () => {
  it('takes their proposals and saved jobs with them; the client keeps the job', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const job = await postJob(ctx.app, client.cookie, catalog);
    const proposal = await sendProposal(ctx.app, freelancer.cookie, job.id);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/freelancer/saved-jobs/${job.id}`,
      headers: { cookie: freelancer.cookie },
    });
    expect(saved.statusCode).toBe(200);

    expect(await deleteAccount(freelancer)).toMatchObject({ status: 200 });
    expect(await userRow(freelancer.id)).toBeUndefined();
    expect(await ctx.db.db.select().from(proposals).where(eq(proposals.id, proposal.id))).toEqual([]);
    expect(await ctx.db.db.select().from(savedJobs).where(eq(savedJobs.freelancerId, freelancer.id))).toEqual(
      [],
    );
    const [jobRow] = await ctx.db.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow?.status).toBe('open');
  });
});

describe('DELETE /api/me: a user money touched', () => {
  it('withdraws their pending offer and closes the job; the rows stay, anonymised', async () => {
    const { client, freelancer, job, proposal, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    await ctx.app.outbox.idle();
    const notified = await ctx.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.recipientId, client.id));
    expect(notified.length).toBeGreaterThan(0);
    expect(await deleteAccount(client)).toMatchObject({ status: 200 });
    await ctx.app.outbox.idle();
    const [offerRow] = await ctx.db.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(offerRow?.status).toBe('withdrawn');
    const [jobRow] = await ctx.db.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(jobRow?.status).toBe('closed');
    const [proposalRow] = await ctx.db.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(proposalRow).toBeDefined();
    const accept = await call(ctx.app, freelancer, 'POST', `/api/freelancer/offers/${offer.id}/accept`);
    expect(accept.status).toBe(409);
    expect(await userRow(client.id)).toMatchObject({
      name: 'Deleted user',
      status: 'blocked',
      profilePic: null,
    });
  });

  it('after a completed paid contract: refused while the wallet holds money, then anonymised; the ledger audit stays ok', async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const clientRow = await userRow(client.id);
    const freelancerRow = await userRow(freelancer.id);
    const base = `/api/contracts/${contract.id}/milestones/${contract.milestones[0]!.id}`;
    await call(ctx.app, client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
    await call(ctx.app, freelancer, 'POST', `${base}/submit`, { message: 'Done' });
    expect((await call(ctx.app, client, 'POST', `${base}/approve`)).status).toBe(200);
    expect((await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/end`)).status).toBe(200);

    // Pending (in the payout hold), then available: both still the freelancer's money.
    expect(await deleteAccount(freelancer)).toMatchObject({ status: 409, body: { error: MONEY_IN_WALLET } });
    clock.advance(5 * DAY);
    await ctx.app.outbox.idle();
    expect(await deleteAccount(freelancer)).toMatchObject({ status: 409, body: { error: MONEY_IN_WALLET } });
    const paid = await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 47_500 });
    expect(paid.status).toBe(201);

    const publicProfile = () => ctx.app.inject({ method: 'GET', url: `/api/freelancers/${freelancer.id}` });
    expect((await publicProfile()).statusCode).toBe(200);
    expect(await deleteAccount(freelancer)).toMatchObject({ status: 200 });
    expect(await deleteAccount(client)).toMatchObject({ status: 200 });
    // The kept row keeps no profile: the public page is gone, and so is the profile itself.
    expect((await publicProfile()).statusCode).toBe(404);
    expect(
      await ctx.db.db.select().from(freelancerProfiles).where(eq(freelancerProfiles.userId, freelancer.id)),
    ).toEqual([]);

    for (const [id, before] of [
      [freelancer.id, freelancerRow],
      [client.id, clientRow],
    ] as const) {
      const row = await userRow(id);
      expect(row).toMatchObject({
        name: 'Deleted user',
        email: `deleted-${id}@deleted.invalid`,
        status: 'blocked',
        profilePic: null,
      });
      expect(row?.deletedAt).toBeInstanceOf(Date);
      expect(row?.passwordHash).not.toBe(before?.passwordHash);
      // The old address signs in no more and is free for a new account.
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: before?.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect((await createUser(ctx.db.db, { email: before!.email })).email).toBe(before?.email);
    }
    expect(await me(client)).toBe(401);
    expect(await me(freelancer)).toBe(401);

    const [contractRow] = await ctx.db.db.select().from(contracts).where(eq(contracts.id, contract.id));
    expect(contractRow).toMatchObject({ clientId: client.id, freelancerId: freelancer.id, status: 'ended' });
    const seen = await call(ctx.app, admin, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.summary).toMatchObject({ releasedCents: 50_000, inEscrowCents: 0 });
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });
});
