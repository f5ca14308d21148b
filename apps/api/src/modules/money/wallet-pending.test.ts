import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, makeContract, type Party } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
const clock = createManualClock(new Date());

useContractWorld((world) => ({ ctx, catalog } = world), { clock });

const wallet = async (who: Party, query = '') =>
  (await call(ctx.app, who, 'GET', `/api/wallet/${query}`)).body.data;
const dayAfterHold = () => new Date(clock.now().getTime() + 5 * DAY).toISOString();

/** A contract's two milestones ($500.00 "Design", $999.99 "Build") and a way to release each. */
async function contractToRelease() {
  const made = await makeContract(ctx.app, ctx.db.db, catalog);
  const release = async (i: number) => {
    const m = made.contract.milestones[i]!;
    const base = `/api/contracts/${made.contract.id}/milestones/${m.id}`;
    await call(ctx.app, made.client, 'POST', `${base}/fund`, { paymentMethod: 'pm_card_visa' });
    await call(ctx.app, made.freelancer, 'POST', `${base}/submit`, { message: 'Done' });
    expect((await call(ctx.app, made.client, 'POST', `${base}/approve`)).status).toBe(200);
    return m.id;
  };
  return { ...made, release };
}

describe('GET /api/wallet/: pending money', () => {
  it('lists each pending amount with the day its payout hold ends, until it is available', async () => {
    const { freelancer, client, contract, release } = await contractToRelease();
    const design = await release(0);
    const designAvailable = dayAfterHold();
    clock.advance(2 * DAY);
    const build = await release(1);
    const buildAvailable = dayAfterHold();

    const both = await wallet(freelancer);
    expect(both.pendingReleases).toEqual([
      {
        milestoneId: design,
        contractId: contract.id,
        milestoneTitle: 'Design',
        amountCents: 47_500,
        availableAt: designAvailable,
      },
      {
        milestoneId: build,
        contractId: contract.id,
        milestoneTitle: 'Build',
        amountCents: 95_000,
        availableAt: buildAvailable,
      },
    ]);
    expect(both.pendingCents).toBe(47_500 + 95_000);
    // The client's side of the same contract has nothing pending.
    expect((await wallet(client)).pendingReleases).toEqual([]);

    // The first hold ends: its amount is available and leaves the list, the second stays.
    clock.advance(3 * DAY);
    await ctx.app.outbox.idle();
    expect(await wallet(freelancer)).toMatchObject({
      pendingCents: 95_000,
      availableCents: 47_500,
      pendingReleases: [{ milestoneId: build, availableAt: buildAvailable }],
    });

    clock.advance(2 * DAY);
    await ctx.app.outbox.idle();
    expect(await wallet(freelancer)).toMatchObject({
      pendingCents: 0,
      availableCents: 142_500,
      pendingReleases: [],
    });
  });
});

describe('GET /api/wallet/: earned since', () => {
  it('sums the shares released since the time asked (the first of this month by default)', async () => {
    const { freelancer, release } = await contractToRelease();
    const before = new Date(Date.now() - 60_000).toISOString();
    await release(0);
    expect((await wallet(freelancer)).earnedSinceCents).toBe(47_500);
    expect((await wallet(freelancer, `?earnedSince=${encodeURIComponent(before)}`)).earnedSinceCents).toBe(
      47_500,
    );
    // A time zone's offset is kept: midnight in New York is 05:00 UTC.
    const later = new Date(Date.now() + 60 * 60_000);
    const inNewYork = `${later.toISOString().slice(0, 19)}-05:00`;
    expect((await wallet(freelancer, `?earnedSince=${inNewYork.replace('+', '%2B')}`)).earnedSinceCents).toBe(
      0,
    );
    const bad = await call(ctx.app, freelancer, 'GET', '/api/wallet/?earnedSince=last-month');
    expect(bad.status).toBe(400);
  });
});
