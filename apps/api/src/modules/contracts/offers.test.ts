import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, makeOffer, OFFER, signIn } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import { type Catalog, postJob, sendProposal } from '../../../test/job-factories';

let ctx: TestContext;
let catalog: Catalog;

useContractWorld((world) => ({ ctx, catalog } = world));

describe('POST /api/client/proposals/:id/offer', () => {
  it('sends an offer with milestones, the 5 % fee and what the freelancer receives', async () => {
    const { offer, freelancer, proposal } = await makeOffer(ctx.app, ctx.db.db, catalog);
    expect(offer).toMatchObject({
      proposalId: proposal.id,
      title: 'Marketing website',
      status: 'pending',
      totalCents: 149_999,
      feeCents: 2500 + 4999,
      contractId: null,
      milestones: [
        { title: 'Design', amountCents: 50_000, feeCents: 2500, receiveCents: 47_500, dueDate: '2026-03-01' },
        // 5 % of 999.99 is 49.9995: the fee rounds down, the freelancer keeps the fraction.
        { title: 'Build', amountCents: 99_999, feeCents: 4999, receiveCents: 95_000, dueDate: null },
      ],
    });
    const mine = await call(ctx.app, freelancer, 'GET', '/api/freelancer/offers');
    expect(mine.body.data.map((o: { id: string }) => o.id)).toEqual([offer.id]);
  });

  it('refuses bad milestones (400), a stranger (404), a freelancer (403) and a second offer (409)', async () => {
    const { client, proposal, freelancer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const url = `/api/client/proposals/${proposal.id}/offer`;
    const bad = [
      { ...OFFER, milestones: [] },
      { ...OFFER, milestones: [{ title: 'x', amountCents: 12.5 }] },
      { ...OFFER, milestones: [{ title: 'x', amountCents: -500 }] },
      { ...OFFER, milestones: [{ title: 'x', amountCents: 10_000_000_000_001 }] },
    ];
    for (const body of bad) expect((await call(ctx.app, client, 'POST', url, body)).status).toBe(400);
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect(await call(ctx.app, stranger, 'POST', url, OFFER)).toEqual({
      status: 404,
      body: { error: 'Proposal not found' },
    });
    expect((await call(ctx.app, freelancer, 'POST', url, OFFER)).status).toBe(403);
    expect(await call(ctx.app, client, 'POST', url, OFFER)).toEqual({
      status: 409,
      body: { error: 'This proposal already has an offer waiting for an answer' },
    });
  });
});

describe('accept, decline and withdraw an offer', () => {
  it('accepting starts the contract: proposal hired, job in progress, others told it is filled', async () => {
    const { client, freelancer, job, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const other = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const res = await call(ctx.app, freelancer, 'POST', `/api/freelancer/offers/${offer.id}/accept`);
    expect(res.status).toBe(201);
    const contract = res.body.data;
    expect(contract).toMatchObject({
      title: 'Marketing website',
      status: 'active',
      client: { id: client.id, name: 'Cara Client' },
      freelancer: { id: freelancer.id, name: 'Fred Freelancer' },
      summary: { totalCents: 149_999, inEscrowCents: 0, releasedCents: 0, refundedCents: 0 },
      milestones: [
        { position: 1, status: 'pending', amountCents: 50_000 },
        { position: 2, status: 'pending', amountCents: 99_999 },
      ],
    });
    const proposals = await call(ctx.app, freelancer, 'GET', '/api/freelancer/proposals');
    expect(proposals.body.data[0].status).toBe('hired');
    const myJob = await call(ctx.app, client, 'GET', `/api/client/jobs/${job.id}`);
    expect(myJob.body.data.status).toBe('in_progress');
    const late = await call(ctx.app, other, 'POST', `/api/freelancer/jobs/${job.id}/proposals`, {
      coverLetter: 'x'.repeat(60),
      bidCents: 10_000,
      duration: '1_to_3_months',
    });
    expect(late).toEqual({ status: 409, body: { error: 'This job is no longer accepting proposals' } });
    for (const viewer of [client, freelancer]) {
      const seen = await call(ctx.app, viewer, 'GET', `/api/contracts/${contract.id}`);
      expect(seen.body.data).toEqual(contract);
    }
    expect((await call(ctx.app, other, 'GET', `/api/contracts/${contract.id}`)).status).toBe(404);
    const again = await call(ctx.app, freelancer, 'POST', `/api/freelancer/offers/${offer.id}/accept`);
    expect(again).toEqual({ status: 409, body: { error: 'This offer was already accepted' } });
  });

  it('replays an accept with the same Idempotency-Key and refuses the key for another request (422)', async () => {
    const { freelancer, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const headers = { 'idempotency-key': `accept-${offer.id}` };
    const url = `/api/freelancer/offers/${offer.id}/accept`;
    const first = await call(ctx.app, freelancer, 'POST', url, undefined, headers);
    const replay = await call(ctx.app, freelancer, 'POST', url, undefined, headers);
    expect(first.status).toBe(201);
    expect(replay).toEqual(first);
    const list = await call(ctx.app, freelancer, 'GET', '/api/contracts');
    expect(list.body.data.filter((c: { id: string }) => c.id === first.body.data.id)).toHaveLength(1);
    const other = await call(
      ctx.app,
      freelancer,
      'POST',
      `/api/freelancer/offers/${crypto.randomUUID()}/accept`,
      undefined,
      headers,
    );
    expect(other.status).toBe(422);
  });

  it('declines, withdraws, and says why a finished offer cannot change', async () => {
    const a = await makeOffer(ctx.app, ctx.db.db, catalog);
    const declined = await call(
      ctx.app,
      a.freelancer,
      'POST',
      `/api/freelancer/offers/${a.offer.id}/decline`,
    );
    expect(declined).toMatchObject({ status: 200, body: { data: { status: 'declined' } } });
    const b = await makeOffer(ctx.app, ctx.db.db, catalog);
    const withdrawn = await call(ctx.app, b.client, 'POST', `/api/client/offers/${b.offer.id}/withdraw`);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await call(ctx.app, b.freelancer, 'POST', `/api/freelancer/offers/${b.offer.id}/accept`)).toEqual({
      status: 409,
      body: { error: 'The client has withdrawn this offer' },
    });
    // Another freelancer cannot see or answer it; a client cannot accept.
    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(
      (await call(ctx.app, stranger, 'POST', `/api/freelancer/offers/${a.offer.id}/decline`)).status,
    ).toBe(404);
    expect((await call(ctx.app, stranger, 'GET', `/api/freelancer/offers/${a.offer.id}`)).status).toBe(404);
    expect(
      (await call(ctx.app, a.client, 'POST', `/api/freelancer/offers/${a.offer.id}/accept`)).status,
    ).toBe(403);
  });

  it("shows the pending offer on the client's proposal row until it is withdrawn; then Hire works again", async () => {
    const { client, freelancer, job, proposal, offer } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const row = async () =>
      (await call(ctx.app, client, 'GET', `/api/client/jobs/${job.id}/proposals`)).body.data[0];
    expect((await row()).pendingOffer).toEqual({ id: offer.id, totalCents: 149_999, madeBy: 'client' });
    // Shortlisting answers the same row shape.
    const shortlisted = await call(ctx.app, client, 'POST', `/api/client/proposals/${proposal.id}/shortlist`);
    expect(shortlisted.body.data.pendingOffer).toEqual({
      id: offer.id,
      totalCents: 149_999,
      madeBy: 'client',
    });

    expect((await call(ctx.app, client, 'POST', `/api/client/offers/${offer.id}/withdraw`)).status).toBe(200);
    expect((await row()).pendingOffer).toBeNull();
    const mine = await call(ctx.app, freelancer, 'GET', `/api/freelancer/offers/${offer.id}`);
    expect(mine.body.data.status).toBe('withdrawn');
    const again = await call(ctx.app, client, 'POST', `/api/client/proposals/${proposal.id}/offer`, OFFER);
    expect(again.status).toBe(201);
    expect((await row()).pendingOffer).toEqual({
      id: again.body.data.id,
      totalCents: 149_999,
      madeBy: 'client',
    });
    // The freelancer's decline frees the proposal too.
    await call(ctx.app, freelancer, 'POST', `/api/freelancer/offers/${again.body.data.id}/decline`);
    expect((await row()).pendingOffer).toBeNull();
    // Only the client who sent it may withdraw it.
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect((await call(ctx.app, stranger, 'POST', `/api/client/offers/${offer.id}/withdraw`)).status).toBe(
      404,
    );
  });

  it('lists contracts by status for each party and every contract for an admin', async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const admin = await signIn(ctx.app, ctx.db.db, 'admin');
    for (const viewer of [client, freelancer, admin]) {
      const list = await call(ctx.app, viewer, 'GET', '/api/contracts?status=active');
      expect(list.body.data.map((c: { id: string }) => c.id)).toContain(contract.id);
    }
    expect((await call(ctx.app, client, 'GET', '/api/contracts?status=ended')).body.data).toEqual([]);
    const timeline = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}/timeline`);
    expect(timeline.body.data.map((e: { action: string }) => e.action)).toEqual(['contract.start']);
  });

  it('the client ends a contract with nothing in escrow; unfunded milestones are cancelled', async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    const [first] = contract.milestones;
    const url = `/api/contracts/${contract.id}/end`;
    expect((await call(ctx.app, freelancer, 'POST', url)).status).toBe(403);
    await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/milestones/${first!.id}/fund`, {
      paymentMethod: 'pm_card_visa',
    });
    expect(await call(ctx.app, client, 'POST', url)).toEqual({
      status: 409,
      body: { error: 'Release or refund every funded milestone before ending the contract' },
    });
    await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/milestones/${first!.id}/approve`);
    const ended = await call(ctx.app, client, 'POST', url);
    expect(ended.body.data).toMatchObject({
      status: 'ended',
      milestones: [{ status: 'released' }, { status: 'cancelled' }],
    });
    expect(ended.body.data.summary.totalCents).toBe(50_000);
    expect((await call(ctx.app, freelancer, 'GET', '/api/contracts?status=ended')).body.data).toHaveLength(1);
    expect(await call(ctx.app, client, 'POST', url)).toEqual({
      status: 409,
      body: { error: 'This contract has already ended' },
    });
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect((await call(ctx.app, stranger, 'POST', url)).status).toBe(404);
  });

  it('cannot hire on a job that is not open', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    const job = await postJob(ctx.app, client.cookie, catalog);
    const proposal = await sendProposal(ctx.app, freelancer.cookie, job.id);
    await call(ctx.app, client, 'POST', `/api/client/jobs/${job.id}/close`);
    const res = await call(ctx.app, client, 'POST', `/api/client/proposals/${proposal.id}/offer`, OFFER);
    expect(res).toEqual({
      status: 409,
      body: { error: 'This job is not open; only an open job can be hired for' },
    });
  });
});
