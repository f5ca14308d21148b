import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, type Party } from '../../../test/contract-factories';
import { DAY, hire, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { rawRows } from '../../../test/raw-rows';
import { createManualClock } from '../../lib/clock';
import { PAYOUTS_NOT_ENABLED } from './payout-accounts';

/**
 * Connected accounts and 3-D Secure on the sandbox (ADR 035): the sandbox's onboarding page and
 * challenge page take the steps Stripe's hosted pages take, through the same code.
 */
let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());

useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;
const payoutAccount = async (who: Party) => call(ctx.app, who, 'GET', '/api/wallet/payout-account');

/** A freelancer with $475.00 available (a $500.00 milestone released, its hold over). */
async function withMoney() {
  const made = await hire({ ctx, catalog });
  await made.act(made.client, 'fund', { paymentMethod: 'pm_card_visa' });
  await made.act(made.freelancer, 'submit', { message: 'Done' });
  await made.act(made.client, 'approve');
  clock.advance(5 * DAY);
  await ctx.app.outbox.idle();
  return made;
}

describe('connected accounts on the sandbox', () => {
  it('none → pending (with what is due) → enabled on the sandbox page; withdrawals wait for enabled', async () => {
    const { freelancer } = await withMoney();
    expect(await payoutAccount(freelancer)).toEqual({
      status: 200,
      body: { status: 'none', requirements: [] },
    });

    const setUp = await call(ctx.app, freelancer, 'POST', '/api/wallet/payout-account');
    expect(setUp).toEqual({
      status: 200,
      body: { url: expect.stringMatching(/^\/freelancer\/sandbox-onboarding\?account=acct_sandbox_/) },
    });
    // Asked again, the same account's page.
    expect((await call(ctx.app, freelancer, 'POST', '/api/wallet/payout-account')).body).toEqual(setUp.body);
    expect((await payoutAccount(freelancer)).body).toEqual({
      status: 'pending',
      requirements: ['individual.first_name', 'individual.last_name', 'external_account'],
    });

    const refused = await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', {
      amountCents: 10_000,
    });
    expect(refused).toEqual({ status: 402, body: { error: PAYOUTS_NOT_ENABLED } });

    const finished = await call(ctx.app, freelancer, 'POST', '/api/payments/sandbox/onboarding');
    expect(finished).toEqual({ status: 200, body: { ok: true } });
    expect((await payoutAccount(freelancer)).body).toEqual({ status: 'enabled', requirements: [] });

    const paid = await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 10_000 });
    expect(paid).toMatchObject({
      status: 201,
      body: {
        data: { amountCents: 10_000, status: 'paid', destination: expect.stringMatching(/^acct_sandbox_/) },
      },
    });
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });

  it('is the freelancer’s alone: a client gets 403, and the sandbox page needs an account started', async () => {
    const { client, freelancer } = await hire({ ctx, catalog });
    expect((await payoutAccount(client)).status).toBe(403);
    expect(await call(ctx.app, freelancer, 'POST', '/api/payments/sandbox/onboarding')).toEqual({
      status: 409,
      body: { error: 'Start setting up payouts from your wallet first' },
    });
  });
});

describe('3-D Secure on the sandbox', () => {
  const status = async (h: Awaited<ReturnType<typeof hire>>) =>
    (await call(ctx.app, h.client, 'GET', `/api/contracts/${h.contract.id}`)).body.data.milestones[0].status;
  const paymentOf = async (milestoneId: string) =>
    (
      await rawRows<{ id: string; status: string }>(
        ctx.db.db,
        sql`select id, status from payments where milestone_id = ${milestoneId} order by created_at desc limit 1`,
      )
    )[0]!;

  async function waiting() {
    const h = await hire({ ctx, catalog });
    const answer = await h.act(
      h.client,
      'fund',
      { paymentMethod: 'pm_card_authenticationRequired' },
      {
        'idempotency-key': `fund-${h.milestone.id}`,
      },
    );
    return { h, answer, payment: await paymentOf(h.milestone.id) };
  }

  it('asks for the challenge, keeps the milestone waiting (payment processing), and books it once completed', async () => {
    const { h, answer, payment } = await waiting();
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: { id: h.milestone.id, status: 'pending' },
        nextAction: { type: 'redirect', url: `/client/sandbox-challenge/${payment.id}` },
      },
    });
    expect(payment.status).toBe('processing');
    // Every other move waits for the payment, and a second fund is refused.
    expect((await h.act(h.client, 'fund', { paymentMethod: 'pm_card_visa' })).status).toBe(409);
    expect((await h.act(h.client, 'approve')).status).toBe(409);

    const done = await call(ctx.app, h.client, 'POST', `/api/payments/sandbox/challenges/${payment.id}`, {
      outcome: 'complete',
    });
    expect(done).toEqual({ status: 200, body: { ok: true } });
    expect(await status(h)).toBe('funded');
    expect((await paymentOf(h.milestone.id)).status).toBe('succeeded');
    // The request's key now replays the funded answer.
    const replay = await h.act(
      h.client,
      'fund',
      { paymentMethod: 'pm_card_authenticationRequired' },
      {
        'idempotency-key': `fund-${h.milestone.id}`,
      },
    );
    expect(replay).toMatchObject({ status: 200, body: { data: { status: 'funded' } } });
    // A challenge answers once.
    const again = await call(ctx.app, h.client, 'POST', `/api/payments/sandbox/challenges/${payment.id}`, {
      outcome: 'fail',
    });
    expect(again).toEqual({
      status: 409,
      body: { error: 'This payment is no longer waiting for authentication' },
    });
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('a failed challenge releases the milestone (nothing booked); another card can fund it', async () => {
    const { h, payment } = await waiting();
    const stranger = await hire({ ctx, catalog });
    const url = `/api/payments/sandbox/challenges/${payment.id}`;
    expect((await call(ctx.app, stranger.client, 'POST', url, { outcome: 'complete' })).status).toBe(404);
    expect((await call(ctx.app, h.client, 'POST', url, { outcome: 'fail' })).status).toBe(200);
    expect(await status(h)).toBe('pending');
    expect((await paymentOf(h.milestone.id)).status).toBe('failed');
    expect(await h.act(h.client, 'fund', { paymentMethod: 'pm_card_visa' })).toMatchObject({
      status: 200,
      body: { data: { status: 'funded' } },
    });
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('gives up a challenge left unanswered for 30 minutes', async () => {
    const { h, payment } = await waiting();
    clock.advance(60_000);
    await ctx.app.outbox.idle();
    expect((await paymentOf(h.milestone.id)).status).toBe('processing');
    clock.advance(30 * 60_000);
    await ctx.app.outbox.idle();
    const [row] = await rawRows<{ status: string; failure: string }>(
      ctx.db.db,
      sql`select status, failure from payments where id = ${payment.id}`,
    );
    expect(row).toEqual({
      status: 'failed',
      failure: 'The card was not authenticated in time; nothing was charged.',
    });
    expect(await status(h)).toBe('pending');
  });
});

describe('held funds near the provider’s limit', () => {
  it('warns the admins 14 days before HELD_FUNDS_LIMIT_DAYS (90) for money still in escrow, not for money released', async () => {
    const held = await hire({ ctx, catalog });
    await held.act(held.client, 'fund', { paymentMethod: 'pm_card_visa' });
    const released = await hire({ ctx, catalog });
    await released.act(released.client, 'fund', { paymentMethod: 'pm_card_visa' });
    await released.act(released.client, 'approve');
    const warnings = async () =>
      (await call(ctx.app, admin, 'GET', '/api/notifications')).body.data.filter(
        (n: { kind: string; link: string }) =>
          n.kind === 'held_funds_warning' &&
          [held.contract.id, released.contract.id].some((id) => n.link === `/admin/contracts/${id}`),
      );

    clock.advance(75 * DAY);
    await ctx.app.outbox.idle();
    expect(await warnings()).toEqual([]);
    clock.advance(1 * DAY);
    await ctx.app.outbox.idle();
    expect(await warnings()).toEqual([
      expect.objectContaining({
        title: 'Escrow for "Design" nears the provider\'s limit on held funds',
        link: `/admin/contracts/${held.contract.id}`,
      }),
    ]);
  });
});
