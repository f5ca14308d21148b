import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, type Party } from '../../../test/contract-factories';
import { hire, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';
import { createSandboxProvider, type PaymentProvider } from '../money';

/**
 * A fund or refund is finished after the provider answers, in a second transaction (ADR 020). These
 * tests hold the provider's answer and act on the milestone meanwhile: every such move must wait
 * (409), or the provider would move money the ledger never books, or pay it out twice.
 */

type Held = { reached: Promise<void>; release: () => void };

/**
 * The sandbox, except that the next charge or refund waits at the provider until released, or the
 * next charge gets no answer at all (a timeout, a crash on the way back).
 */
function holdingProvider() {
  const sandbox = createSandboxProvider();
  let next: { kind: 'charge' | 'refund'; reached: () => void; gate: Promise<void> } | null = null;
  let dropNextCharge = false;
  const provider: PaymentProvider = {
    ...sandbox,
    async charge(input) {
      if (dropNextCharge) {
        dropNextCharge = false;
        // The provider took the charge but its answer never came back.
        await sandbox.charge(input);
        throw new Error('socket hang up');
      }
      if (next?.kind === 'charge') await pass(next);
      return sandbox.charge(input);
    },
    async refund(input) {
      if (next?.kind === 'refund') await pass(next);
      return sandbox.refund(input);
    },
  };
  async function pass(held: NonNullable<typeof next>) {
    next = null;
    held.reached();
    await held.gate;
  }
  return {
    provider,
    holdNext(kind: 'charge' | 'refund'): Held {
      let reached!: () => void;
      let release!: () => void;
      const reachedP = new Promise<void>((r) => {
        reached = r;
      });
      const gate = new Promise<void>((r) => {
        release = r;
      });
      next = { kind, reached, gate };
      return { reached: reachedP, release };
    },
    dropNextCharge() {
      dropNextCharge = true;
    },
  };
}

const holding = holdingProvider();
const clock = createManualClock(new Date());
let ctx: TestContext;
let catalog: Catalog;
let admin: Party;

useContractWorld((world) => ({ ctx, catalog, admin } = world), { paymentProvider: holding.provider, clock });

const IN_FLIGHT = {
  status: 409,
  body: { error: 'A payment for this milestone is being processed; try again in a moment' },
};

const hired = () => hire({ ctx, catalog });

async function ledgerIsSound() {
  const audit = await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit');
  expect(audit.body.data).toMatchObject({ ok: true, mismatches: [] });
}

describe('a payment waiting at the provider', () => {
  it('a refund in flight: approve, a second refund and submit wait; the refund then completes once', async () => {
    const { client, freelancer, contract, act } = await hired();
    await act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    const held = holding.holdNext('refund');
    const refund = act(freelancer, 'refund');
    await held.reached;

    expect(await act(client, 'approve')).toEqual(IN_FLIGHT);
    expect(await act(admin, 'refund')).toEqual(IN_FLIGHT);
    expect(await act(freelancer, 'submit', { message: 'Done' })).toEqual(IN_FLIGHT);

    held.release();
    expect(await refund).toMatchObject({ status: 200, body: { data: { status: 'refunded' } } });
    const seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.summary).toMatchObject({ inEscrowCents: 0, releasedCents: 0 });
    await ledgerIsSound();
  });

  it('a fund in flight: cancel and ending the contract wait; the fund then lands in escrow', async () => {
    const { client, contract, act } = await hired();
    const held = holding.holdNext('charge');
    const fund = act(client, 'fund', { paymentMethod: 'pm_card_visa' });
    await held.reached;

    expect(await act(client, 'cancel')).toEqual(IN_FLIGHT);
    expect(await call(ctx.app, client, 'POST', `/api/contracts/${contract.id}/end`)).toEqual(IN_FLIGHT);

    held.release();
    expect(await fund).toMatchObject({ status: 200, body: { data: { status: 'funded' } } });
    const seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data).toMatchObject({ status: 'active', summary: { inEscrowCents: 50_000 } });
    await ledgerIsSound();
  });
});

describe('a provider that did not answer', () => {
  it('502 now; the recheck a minute later asks again with the same key and books it once; the replay answers it', async () => {
    const { client, contract, act } = await hired();
    const key = { 'idempotency-key': 'fund-no-answer' };
    holding.dropNextCharge();
    expect(await act(client, 'fund', { paymentMethod: 'pm_card_visa' }, key)).toEqual({
      status: 502,
      body: { error: 'The payment provider did not answer; your request will be completed shortly' },
    });
    let seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data.milestones[0].status).toBe('pending');
    // Meanwhile the milestone waits for that payment: nothing else may move it.
    expect(await act(client, 'cancel')).toEqual(IN_FLIGHT);

    clock.advance(60_000);
    await ctx.app.outbox.idle();
    seen = await call(ctx.app, client, 'GET', `/api/contracts/${contract.id}`);
    expect(seen.body.data).toMatchObject({ summary: { inEscrowCents: 50_000 } });
    expect(seen.body.data.milestones[0].status).toBe('funded');
    const replay = await act(client, 'fund', { paymentMethod: 'pm_card_visa' }, key);
    expect(replay).toMatchObject({ status: 200, body: { data: { status: 'funded' } } });
    await ledgerIsSound();
  });
});
