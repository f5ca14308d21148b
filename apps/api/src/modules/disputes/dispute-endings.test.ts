import { describe, expect, it } from 'vitest';
import { call } from '../../../test/contract-factories';
import { DAY } from '../../../test/contract-world';
import {
  ANSWER,
  admin,
  audit,
  clock,
  ctx,
  dispute,
  funded,
  post,
  STATEMENT,
  useDisputesWorld,
  wallet,
} from './disputes.fixture';

useDisputesWorld();

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
