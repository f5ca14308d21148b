import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party, signIn } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());

useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const wallet = async (who: Party) => (await call(ctx.app, who, 'GET', '/api/wallet')).body.data;
const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;

/** A contract whose first milestone ($500.00) the client funded and approved. */
async function released() {
  const made = await makeContract(ctx.app, ctx.db.db, catalog);
  const base = `/api/contracts/${made.contract.id}/milestones/${made.contract.milestones[0]!.id}`;
  await call(ctx.app, made.client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
  const funded = await wallet(made.client);
  await call(ctx.app, made.freelancer, 'POST', `${base}/submit`, { message: 'Done' });
  await call(ctx.app, made.client, 'POST', `${base}/approve`);
  return { ...made, funded };
}

describe('the wallet', () => {
  it('shows escrow, then pending for PAYOUT_HOLD_DAYS, then available, and pays out what is available', async () => {
    const { client, freelancer, funded, contract } = await released();
    expect(funded).toEqual({
      currency: 'USD',
      pendingCents: 0,
      pendingReleases: [],
      availableCents: 0,
      inEscrowCents: 50_000,
      inDisputeCents: 0,
      earnedSinceCents: 0,
      withdrawalChecks: { hasSecondFactor: false, mustTurnOnSecondFactor: false, mustTurnOnForLarge: false },
    });
    expect(await wallet(freelancer)).toEqual({
      currency: 'USD',
      pendingCents: 47_500,
      pendingReleases: [
        {
          milestoneId: contract.milestones[0]!.id,
          contractId: contract.id,
          milestoneTitle: 'Design',
          amountCents: 47_500,
          availableAt: new Date(clock.now().getTime() + 5 * DAY).toISOString(),
        },
      ],
      availableCents: 0,
      inEscrowCents: 0,
      inDisputeCents: 0,
      earnedSinceCents: 47_500,
      // PAYOUT_2FA is `optional` here (withdrawal-step-up.test.ts tests the rule).
      withdrawalChecks: { hasSecondFactor: false, mustTurnOnSecondFactor: false, mustTurnOnForLarge: false },
    });
    const early = await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 100 });
    expect(early).toEqual({ status: 409, body: { error: 'You can withdraw at most $0.00' } });

    clock.advance(5 * DAY);
    await ctx.app.outbox.idle();
    expect(await wallet(freelancer)).toMatchObject({
      pendingCents: 0,
      pendingReleases: [],
      availableCents: 47_500,
    });

    const key = { 'idempotency-key': 'payout-1' };
    const paid = await call(
      ctx.app,
      freelancer,
      'POST',
      '/api/wallet/withdrawals',
      { amountCents: 40_000 },
      key,
    );
    expect(paid).toMatchObject({ status: 201, body: { data: { amountCents: 40_000, status: 'paid' } } });
    expect(
      await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 40_000 }, key),
    ).toEqual(paid);
    expect(await wallet(freelancer)).toMatchObject({ availableCents: 7500 });
    const tooMuch = await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents: 7501 });
    expect(tooMuch).toEqual({ status: 409, body: { error: 'You can withdraw at most $75.00' } });

    const history = await call(ctx.app, freelancer, 'GET', '/api/wallet/transactions');
    expect(
      history.body.data.map((e: { code: string; amountCents: number; feeCents: number | null }) => [
        e.code,
        e.amountCents,
        e.feeCents,
      ]),
    ).toEqual([
      ['payout', -40_000, null],
      ['hold_end', 47_500, null],
      // The release shows the 5 % fee taken from the $500 milestone beside the share.
      ['release', 47_500, 2_500],
    ]);
    const clientHistory = await call(ctx.app, client, 'GET', '/api/wallet/transactions');
    expect(
      clientHistory.body.data.map((e: { code: string; amountCents: number }) => [e.code, e.amountCents]),
    ).toEqual([['fund', -50_000]]);
    expect(await audit()).toMatchObject({ ok: true, mismatches: [] });
  });

  it("shows each release beside its own milestone's fee, whatever other fees the ledger holds", async () => {
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog);
    for (const m of contract.milestones) {
      const base = `/api/contracts/${contract.id}/milestones/${m.id}`;
      await call(ctx.app, client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
      await call(ctx.app, freelancer, 'POST', `${base}/submit`, { message: 'Done' });
      expect((await call(ctx.app, client, 'POST', `${base}/approve`)).status).toBe(200);
    }
    const history = await call(ctx.app, freelancer, 'GET', '/api/wallet/transactions');
    const releases = history.body.data
      .filter((e: { code: string }) => e.code === 'release')
      .map((e: { amountCents: number; feeCents: number }) => [e.amountCents, e.feeCents]);
    // $999.99 and $500.00 at 5 %, rounded down.
    expect(releases.sort()).toEqual([
      [47_500, 2_500],
      [95_000, 4_999],
    ]);
  });

  it('concurrent withdrawals never take more than is available', async () => {
    const { freelancer } = await released();
    clock.advance(5 * DAY);
    await ctx.app.outbox.idle();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(
          ctx.app,
          freelancer,
          'POST',
          '/api/wallet/withdrawals',
          { amountCents: 10_000 },
          { 'idempotency-key': `w-${i}` },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    expect(await wallet(freelancer)).toMatchObject({ availableCents: 7500 });
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('is for signed-in clients and freelancers; only freelancers withdraw; amounts are whole positive cents', async () => {
    const client = await signIn(ctx.app, ctx.db.db, 'client');
    const freelancer = await signIn(ctx.app, ctx.db.db, 'freelancer');
    expect((await call(ctx.app, null, 'GET', '/api/wallet')).status).toBe(401);
    expect((await call(ctx.app, admin, 'GET', '/api/wallet')).status).toBe(403);
    expect(
      (await call(ctx.app, client, 'POST', '/api/wallet/withdrawals', { amountCents: 100 })).status,
    ).toBe(403);
    for (const amountCents of [0, -5, 1.5, '100']) {
      expect(
        (await call(ctx.app, freelancer, 'POST', '/api/wallet/withdrawals', { amountCents })).status,
      ).toBe(400);
    }
  });
});
