import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, type Party, signIn } from '../../../test/contract-factories';
import { DAY, hire, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());

useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const STATEMENT = 'The work was never delivered, and messages went unanswered for two weeks.';
const ANSWER = 'The designs were sent by mail on the agreed date; here is what happened since.';

const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;
const wallet = async (who: Party) => (await call(ctx.app, who, 'GET', '/api/wallet/')).body.data;
const dispute = async (who: Party, id: string) => call(ctx.app, who, 'GET', `/api/disputes/${id}`);
const post = (who: Party, url: string, body?: object) => call(ctx.app, who, 'POST', url, body);

/** A hired contract whose first milestone (500.00) is funded, and submitted if asked. */
async function funded(options: { submitted?: boolean } = {}) {
  const hired = await hire({ ctx, catalog });
  expect((await hired.act(hired.client, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(200);
  if (options.submitted) {
    expect((await hired.act(hired.freelancer, 'submit', { message: 'All done' })).status).toBe(200);
  }
  const open = (who: Party, body: object) => hired.act(who, 'disputes', body);
  const milestoneStatus = async () =>
    (await call(ctx.app, hired.client, 'GET', `/api/contracts/${hired.contract.id}`)).body.data.milestones[0];
  return { ...hired, open, milestoneStatus };
}

describe('opening a dispute', () => {
  it('freezes the escrow: every other money move on the milestone is refused with the reason', async () => {
    const { client, freelancer, open, act, milestoneStatus } = await funded({ submitted: true });
    const opened = await open(freelancer, {
      reason: 'not_released',
      request: 'release',
      statement: STATEMENT,
    });
    expect(opened.status).toBe(201);
    expect(opened.body.data).toMatchObject({
      status: 'awaiting_response',
      openerSide: 'freelancer',
      heldCents: 50_000,
      requested: { releaseCents: 50_000, refundCents: 0 },
      nextDeadline: { of: 'client' },
      outcome: null,
    });
    expect(Date.parse(opened.body.data.responseDueAt) - clock.now().getTime()).toBe(5 * DAY);
    for (const party of [client, freelancer]) {
      expect(await wallet(party)).toMatchObject({ inEscrowCents: 50_000, inDisputeCents: 50_000 });
    }
    expect(opened.body.data.steps).toEqual([
      expect.objectContaining({
        kind: 'opened',
        by: 'freelancer',
        statement: STATEMENT,
        releaseCents: 50_000,
      }),
    ]);
    const frozen = {
      status: 409,
      body: {
        error:
          'This milestone is in dispute: its money cannot move until the dispute is settled or withdrawn',
      },
    };
    expect(await act(client, 'approve')).toEqual(frozen);
    expect(await act(client, 'request-changes', { message: 'More' })).toEqual(frozen);
    expect(await act(freelancer, 'submit', { message: 'Again' })).toEqual(frozen);
    // One open dispute per milestone.
    expect(await open(client, { reason: 'not_delivered', request: 'refund', statement: STATEMENT })).toEqual({
      status: 409,
      body: { error: 'This milestone already has an open dispute' },
    });
    // The auto-release clock is paused: past its 14 days, nothing is released.
    expect((await milestoneStatus()).autoReleaseAt).toBeNull();
    clock.advance(4 * DAY);
    await ctx.app.outbox.idle();
    expect((await milestoneStatus()).status).toBe('submitted');
  });

  it('refuses outsiders (404), the wrong reasons (400), amounts over what is held (400) and unheld milestones (409)', async () => {
    const { client, freelancer, open, contract } = await funded();
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    const body = { reason: 'not_delivered', request: 'refund', statement: STATEMENT };
    expect(await open(stranger, body)).toEqual({ status: 404, body: { error: 'Milestone not found' } });
    expect(await open(admin, body)).toEqual({ status: 404, body: { error: 'Milestone not found' } });
    expect(await open(freelancer, body)).toEqual({
      status: 400,
      body: { error: 'Pick one of the reasons a freelancer can give' },
    });
    expect(await open(client, { ...body, amountCents: 50_001 })).toEqual({
      status: 400,
      body: { error: 'The amount cannot be more than what is held: $500.00' },
    });
    expect(await open(client, { ...body, statement: 'short' })).toEqual({
      status: 400,
      body: { error: 'Write at least 20 characters' },
    });
    expect((await open(client, { ...body, request: 'split' })).status).toBe(400);
    const second = contract.milestones[1]!;
    const unfunded = await post(
      client,
      `/api/contracts/${contract.id}/milestones/${second.id}/disputes`,
      body,
    );
    expect(unfunded).toEqual({
      status: 409,
      body: { error: 'Only a milestone whose money is in escrow can be disputed' },
    });
  });
});

describe('silence loses', () => {
  it('grants a client’s refund request once when the freelancer does not answer in 5 days', async () => {
    const { client, freelancer, open, milestoneStatus } = await funded();
    const opened = await open(client, { reason: 'not_delivered', request: 'refund', statement: STATEMENT });
    const id = opened.body.data.id;
    clock.advance(5 * DAY - 60_000);
    await ctx.app.outbox.idle();
    expect((await dispute(client, id)).body.data.status).toBe('awaiting_response');
    clock.advance(60_000);
    await ctx.app.outbox.idle();
    const settled = (await dispute(freelancer, id)).body.data;
    expect(settled).toMatchObject({
      status: 'settled',
      nextDeadline: null,
      outcome: { releaseCents: 0, refundCents: 50_000, by: 'no_response', reason: null },
    });
    expect(settled.steps.at(-1)).toMatchObject({
      kind: 'granted_no_response',
      by: null,
      refundCents: 50_000,
    });
    expect((await milestoneStatus()).status).toBe('refunded');
    // The timer fired once: a second run changes nothing.
    clock.advance(DAY);
    await ctx.app.outbox.idle();
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
    const kinds = (await dispute(client, id)).body.data.steps.map((s: { kind: string }) => s.kind);
    expect(kinds).toEqual(['opened', 'granted_no_response']);
  });

  it('an answer stops the clock: nothing is granted at the deadline', async () => {
    const { client, freelancer, open, milestoneStatus } = await funded({ submitted: true });
    const id = (await open(client, { reason: 'not_as_agreed', request: 'refund', statement: STATEMENT })).body
      .data.id;
    expect(await post(client, `/api/disputes/${id}/responses`, { statement: ANSWER })).toEqual({
      status: 403,
      body: { error: 'Only the other party can answer this dispute' },
    });
    const answered = await post(freelancer, `/api/disputes/${id}/responses`, { statement: ANSWER });
    expect(answered.body.data).toMatchObject({ status: 'open', nextDeadline: null });
    clock.advance(6 * DAY);
    await ctx.app.outbox.idle();
    expect((await dispute(client, id)).body.data.status).toBe('open');
    expect((await milestoneStatus()).status).toBe('submitted');
  });
});

describe('settling by agreement', () => {
  it('the freelancer accepts the client’s request as it is: refunded, and both see why', async () => {
    const { client, freelancer, open, milestoneStatus } = await funded();
    const opened = (
      await open(client, { reason: 'missed_deadline', request: 'refund', statement: STATEMENT })
    ).body.data;
    const request = opened.settlements[0];
    expect(request).toMatchObject({ proposedBy: 'client', releaseCents: 0, refundCents: 50_000 });
    const url = `/api/disputes/${opened.id}/settlements/${request.id}/accept`;
    expect(await post(client, url)).toEqual({
      status: 403,
      body: { error: 'Only the other party can accept this proposal' },
    });
    const accepted = await post(freelancer, url);
    expect(accepted.body.data).toMatchObject({
      status: 'settled',
      settlements: [],
      outcome: { releaseCents: 0, refundCents: 50_000, by: 'agreement' },
    });
    expect((await milestoneStatus()).status).toBe('refunded');
    expect(await post(freelancer, url)).toEqual({ status: 404, body: { error: 'Settlement not found' } });
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('a counter-offer split to the cent, accepted: part released (less the fee), part refunded', async () => {
    const { client, freelancer, open, milestoneStatus } = await funded({ submitted: true });
    const id = (await open(freelancer, { reason: 'not_released', request: 'release', statement: STATEMENT }))
      .body.data.id;
    const base = `/api/disputes/${id}/settlements`;
    expect(await post(client, base, { releaseCents: 30_000, refundCents: 10_000 })).toEqual({
      status: 400,
      body: { error: 'The release and the refund must add up to what is held: $500.00' },
    });
    const countered = await post(client, base, { releaseCents: 30_001, refundCents: 19_999 });
    expect(countered.status).toBe(201);
    // A counter-offer from the party who must answer is an answer.
    expect(countered.body.data.status).toBe('open');
    const offer = countered.body.data.settlements.find(
      (s: { proposedBy: string }) => s.proposedBy === 'client',
    );
    const before = await wallet(freelancer);
    const accepted = await post(freelancer, `${base}/${offer.id}/accept`);
    expect(accepted.body.data.outcome).toEqual({
      releaseCents: 30_001,
      refundCents: 19_999,
      by: 'agreement',
      reason: null,
    });
    expect((await milestoneStatus()).status).toBe('split');
    const after = await wallet(freelancer);
    // The freelancer's share of the released part (less the 5 % fee) waits out the payout hold.
    expect(after.pendingCents - before.pendingCents).toBe(28_501);
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });
});

describe('mediation', () => {
  it('is asked for once both statements are in; an admin splits it with a reason both read', async () => {
    const { client, freelancer, open, milestoneStatus } = await funded({ submitted: true });
    const id = (await open(client, { reason: 'not_as_agreed', request: 'refund', statement: STATEMENT })).body
      .data.id;
    expect(await post(client, `/api/disputes/${id}/mediation`)).toEqual({
      status: 409,
      body: { error: 'Mediation can be asked for once both statements are in' },
    });
    await post(freelancer, `/api/disputes/${id}/responses`, { statement: ANSWER });
    const decision = {
      releaseCents: 25_000,
      refundCents: 25_000,
      reason: 'Half the pages were delivered as agreed.',
    };
    const decide = () => post(admin, `/api/admin/disputes/${id}/decision`, decision);
    expect(await decide()).toEqual({
      status: 409,
      body: { error: 'Only a dispute in mediation can be decided' },
    });
    const mediating = await post(freelancer, `/api/disputes/${id}/mediation`);
    expect(mediating.body.data).toMatchObject({ status: 'in_mediation', nextDeadline: { of: 'admin' } });
    expect(Date.parse(mediating.body.data.mediationDueAt) - clock.now().getTime()).toBe(14 * DAY);
    expect(await post(client, `/api/admin/disputes/${id}/decision`, decision)).toMatchObject({ status: 403 });
    const queue = (await call(ctx.app, admin, 'GET', '/api/admin/disputes')).body.data;
    expect(queue.map((d: { id: string }) => d.id)).toContain(id);

    const decided = await decide();
    expect(decided.body.data).toMatchObject({
      status: 'settled',
      outcome: { releaseCents: 25_000, refundCents: 25_000, by: 'admin', reason: decision.reason },
    });
    const seen = (await dispute(client, id)).body.data;
    expect(seen.steps.at(-1)).toMatchObject({ kind: 'decided', by: 'admin', statement: decision.reason });
    expect((await milestoneStatus()).status).toBe('split');
    expect(await decide()).toEqual({ status: 409, body: { error: 'This dispute is settled' } });
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });
});

describe('withdrawing', () => {
  it('lets the money move again and resumes the auto-release with what was left of it', async () => {
    const { client, freelancer, open, act, milestoneStatus } = await funded({ submitted: true });
    const submittedAt = clock.now().getTime();
    clock.advance(10 * DAY);
    const id = (await open(client, { reason: 'not_as_agreed', request: 'refund', statement: STATEMENT })).body
      .data.id;
    // Inside the 5 days to answer: the paused auto-release (due on day 14) does not fire.
    clock.advance(4 * DAY);
    await ctx.app.outbox.idle();
    expect((await milestoneStatus()).status).toBe('submitted');
    expect(await post(freelancer, `/api/disputes/${id}/withdraw`)).toEqual({
      status: 403,
      body: { error: 'Only the party who opened the dispute can withdraw it' },
    });
    const withdrawn = await post(client, `/api/disputes/${id}/withdraw`);
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', settlements: [], outcome: null });
    // 4 of the 14 days were left when it opened.
    const resumed = await milestoneStatus();
    expect(Date.parse(resumed.autoReleaseAt) - clock.now().getTime()).toBe(4 * DAY);
    expect(Date.parse(resumed.autoReleaseAt) - submittedAt).toBe(18 * DAY);
    clock.advance(4 * DAY - 60_000);
    await ctx.app.outbox.idle();
    expect((await milestoneStatus()).status).toBe('submitted');
    clock.advance(60_000);
    await ctx.app.outbox.idle();
    expect((await milestoneStatus()).status).toBe('released');
    expect((await act(client, 'approve')).body).toEqual({ error: 'This milestone was already released' });
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });
});

describe('who sees what', () => {
  it('shows a dispute to its parties and admins only, and lists each party’s own', async () => {
    const { client, freelancer, open } = await funded();
    const id = (
      await open(client, { reason: 'other', request: 'split', amountCents: 12_345, statement: STATEMENT })
    ).body.data.id;
    const stranger = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect(await dispute(stranger, id)).toEqual({ status: 404, body: { error: 'Dispute not found' } });
    expect((await dispute(admin, id)).body.data.requested).toEqual({
      releaseCents: 12_345,
      refundCents: 37_655,
    });
    for (const party of [client, freelancer]) {
      const mine = (await call(ctx.app, party, 'GET', '/api/disputes')).body.data;
      expect(mine.map((d: { id: string }) => d.id)).toContain(id);
    }
    expect((await call(ctx.app, stranger, 'GET', '/api/disputes')).body.data).toEqual([]);
    expect(await post(stranger, `/api/disputes/${id}/withdraw`)).toEqual({
      status: 404,
      body: { error: 'Dispute not found' },
    });
  });
});
