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

const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;

const hired = () => hire({ ctx, catalog });

describe('fund, submit, approve', () => {
  it('walks a milestone from funded to released, with the money where the ledger says', async () => {
    const { client, freelancer, contract, act } = await hired();
    const funded = await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    expect(funded).toMatchObject({ status: 200, body: { data: { status: 'funded', amountCents: 50_000 } } });
    let seen = await call(ctx.app, freelancer, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.summary).toMatchObject({ inEscrowCents: 50_000, releasedCents: 0 });

    const submitted = await act(freelancer, 'submit', { message: 'Designs are in the shared folder' });
    expect(submitted.body.data).toMatchObject({
      status: 'submitted',
      submission: 'Designs are in the shared folder',
    });
    const autoAt =
      Date.parse(submitted.body.data.autoReleaseAt) - Date.parse(submitted.body.data.submittedAt);
    expect(autoAt).toBe(14 * DAY);

    const back = await act(client, 'request-changes', { message: 'Darker header, please' });
    expect(back.body.data).toMatchObject({
      status: 'changes_requested',
      changesNote: 'Darker header, please',
      autoReleaseAt: null,
    });
    await act(freelancer, 'submit', { message: 'Darker now' });

    const approved = await act(client, 'approve');
    expect(approved).toMatchObject({ status: 200, body: { data: { status: 'released' } } });
    seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.summary).toMatchObject({ inEscrowCents: 0, releasedCents: 50_000 });
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
    const timeline = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}/timeline`);
    expect(timeline.body.data.map((e: { action: string }) => e.action)).toEqual([
      'contract.start',
      'milestone.fund',
      'milestone.submit',
      'milestone.requestChanges',
      'milestone.submit',
      'milestone.release',
    ]);
    // And each as a sentence a person reads (issue 31).
    expect(timeline.body.data.map((e: { text: string }) => e.text)).toEqual([
      'Fred Freelancer accepted the offer, and the contract started',
      'Cara Client funded “Design”: its money is in escrow',
      'Fred Freelancer submitted “Design” for review',
      'Cara Client asked for changes on “Design”',
      'Fred Freelancer submitted “Design” for review',
      'Cara Client released the payment for “Design”',
    ]);
  });

  it('a declined card answers 402 with its text and changes nothing', async () => {
    const { client, act, contract } = await hired();
    for (const [card, text] of [
      ['pm_card_chargeDeclined', 'Your card was declined.'],
      ['pm_card_insufficientFunds', 'Your card has insufficient funds.'],
    ]) {
      expect(await act(client, 'fund', { paymentMethod: card })).toEqual({
        status: 402,
        body: { error: text },
      });
    }
    const seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.milestones[0].status).toBe('pending');
    expect(seen.body.data.summary.inEscrowCents).toBe(0);
    expect((await act(client, 'fund', { paymentMethod: 'pm_card_mastercard' })).status).toBe(200);
  });

  it('refuses the wrong side (403), strangers (404), bad input (400) and moves the state forbids (409)', async () => {
    const { client, freelancer, act } = await hired();
    const stranger = await signIn(ctx.app, ctx.db.db, 'client');
    expect(await act(freelancer, 'fund', { paymentMethod: 'pm_card_visa' })).toEqual({
      status: 403,
      body: { error: 'Only the client can do this' },
    });
    expect((await act(stranger, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(404);
    expect((await act(client, 'fund', { paymentMethod: 'pm_card_amex' })).status).toBe(400);
    expect(await act(client, 'approve')).toEqual({
      status: 409,
      body: { error: 'This milestone is not funded' },
    });
    expect(await act(freelancer, 'submit', { message: 'done' })).toEqual({
      status: 409,
      body: { error: 'The client has not funded this milestone yet' },
    });
    expect((await act(client, 'submit', { message: 'done' })).status).toBe(403);
    await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    expect(await act(client, 'fund', { paymentMethod: 'pm_card_visa' })).toEqual({
      status: 409,
      body: { error: 'This milestone is already funded' },
    });
    expect((await act(freelancer, 'submit', { message: '' })).status).toBe(400);
  });
});

describe('cancel', () => {
  it('the client cancels an unfunded milestone; a funded one cannot be cancelled; the total drops', async () => {
    const { client, freelancer, act, contract } = await hired();
    expect((await act(freelancer, 'cancel')).status).toBe(403);
    expect(await act(client, 'cancel')).toMatchObject({
      status: 200,
      body: { data: { status: 'cancelled' } },
    });
    expect(await act(client, 'fund', { paymentMethod: 'pm_card_visa' })).toEqual({
      status: 409,
      body: { error: 'This milestone was cancelled' },
    });
    const seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.summary.totalCents).toBe(99_999);
    const other = await hired();
    await other.act(other.client, 'fund', { paymentMethod: 'pm_card_visa' });
    expect(await other.act(other.client, 'cancel')).toEqual({
      status: 409,
      body: { error: 'This milestone is funded; it can be refunded, not cancelled' },
    });
  });
});

describe('refund', () => {
  it('the freelancer (or an admin) refunds a funded milestone with no submission; the client cannot', async () => {
    const { client, freelancer, act, contract } = await hired();
    await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    expect((await act(client, 'refund')).status).toBe(403);
    const refunded = await act(freelancer, 'refund', undefined, { 'idempotency-key': 'refund-1' });
    expect(refunded).toMatchObject({ status: 200, body: { data: { status: 'refunded' } } });
    expect(await act(freelancer, 'refund', undefined, { 'idempotency-key': 'refund-1' })).toEqual(refunded);
    expect(await act(admin, 'refund')).toEqual({
      status: 409,
      body: { error: 'This milestone was already refunded' },
    });
    const seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.summary).toMatchObject({ inEscrowCents: 0, refundedCents: 50_000 });

    const other = await hired();
    await other.act(other.client, 'fund', { paymentMethod: 'pm_card_visa' });
    await other.act(other.freelancer, 'submit', { message: 'Work' });
    expect(await other.act(admin, 'refund')).toEqual({
      status: 409,
      body: { error: 'Work was submitted on this milestone; it cannot be refunded' },
    });
    expect(await audit()).toMatchObject({ ok: true });
  });
});

describe('idempotency and concurrency', () => {
  it('replays a fund with the same key, 422 for the key on another body, and funds once under a race', async () => {
    const { client, act } = await hired();
    const key = { 'idempotency-key': 'fund-1' };
    const first = await act(client, 'fund', { paymentMethod: 'pm_card_visa' }, key);
    const replay = await act(client, 'fund', { paymentMethod: 'pm_card_visa' }, key);
    expect(replay).toEqual(first);
    expect((await act(client, 'fund', { paymentMethod: 'pm_card_mastercard' }, key)).status).toBe(422);

    const other = await hired();
    const race = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        other.act(
          other.client,
          'fund',
          { paymentMethod: 'pm_card_visa' },
          { 'idempotency-key': `race-${i}` },
        ),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('20 concurrent approvals release a milestone exactly once', async () => {
    const { client, freelancer, act, contract } = await hired();
    await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    await act(freelancer, 'submit', { message: 'All done' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(client, 'approve')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.summary.releasedCents).toBe(50_000);
    expect(await audit()).toMatchObject({ ok: true });
  });
});

describe('auto-release', () => {
  it('releases a submission the client leaves for AUTO_RELEASE_DAYS, once, on the injected clock', async () => {
    const { client, freelancer, act, contract } = await hired();
    await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    await act(freelancer, 'submit', { message: 'Here it is' });
    clock.advance(14 * DAY - 60_000);
    await ctx.app.outbox.idle();
    let seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.milestones[0].status).toBe('submitted');
    clock.advance(60_000);
    await ctx.app.outbox.idle();
    seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.milestones[0].status).toBe('released');
    expect(await audit()).toMatchObject({ ok: true });
    const timeline = await call(ctx.app, freelancer, 'GET', `/api/contracts/${contract.id}/timeline`);
    expect(timeline.body.data.at(-1)).toMatchObject({
      actor: null,
      text: '“Design” was released automatically at the end of its review period',
    });
  });

  it('does not release a submission the client sent back', async () => {
    const { client, freelancer, act, contract } = await hired();
    await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    await act(freelancer, 'submit', { message: 'Here it is' });
    await act(client, 'request-changes', { message: 'Not yet' });
    clock.advance(15 * DAY);
    await ctx.app.outbox.idle();
    const seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.milestones[0].status).toBe('changes_requested');
  });
});
