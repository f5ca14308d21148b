import type { CreateOfferRequest } from '@skillora/shared';
import { weekOf, weekTimes } from '@skillora/shared/hourly-week';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, HOURLY_OFFER, makeContract, type Party } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());
useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const MINUTE = 60_000;
const HOURLY = HOURLY_OFFER;
const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;

/** Wednesday 10:00 UTC of the clock's week (never back in time past a week already reached). */
function toWednesday() {
  const monday = weekOf(clock.now());
  clock.set(new Date(new Date(`${monday}T00:00:00Z`).getTime() + 2 * 86_400_000 + 10 * 60 * MINUTE));
  return monday;
}

async function hourlyWeek(offer: CreateOfferRequest = HOURLY) {
  const monday = toWednesday();
  const made = await makeContract(ctx.app, ctx.db.db, catalog, offer);
  await ctx.app.outbox.idle();
  const base = `/api/contracts/${made.contract.id}`;
  const log = (minutes: number, memo = 'Work') =>
    call(ctx.app, made.freelancer, 'POST', `${base}/time-entries`, { date: monday, minutes, memo });
  const sheet = async (who: Party = made.client) =>
    (await call(ctx.app, who, 'GET', `${base}/timesheets?week=${monday}`)).body.data;
  const invoiced = async () => {
    clock.set(weekTimes(monday).invoiceAt);
    await ctx.app.outbox.idle();
  };
  return { ...made, monday, base, log, sheet, invoiced };
}

describe('the weekly cycle on the test clock', () => {
  it('invoices min(hours, limit) × rate on Monday 12:00 UTC into escrow; the client approves: released to pending', async () => {
    const { client, freelancer, monday, base, log, sheet, invoiced } = await hourlyWeek();
    expect((await log(90)).status).toBe(201);
    expect((await log(60)).status).toBe(201);
    clock.set(new Date(weekTimes(monday).invoiceAt.getTime() - 1));
    await ctx.app.outbox.idle();
    expect((await sheet()).invoice).toBeNull();
    await invoiced();
    const seen = await sheet();
    // 150 minutes logged, 120 within the limit, at $40/h.
    expect(seen).toMatchObject({
      locked: true,
      totalMinutes: 150,
      billableMinutes: 120,
      invoice: { amountCents: 8_000, status: 'submitted', billableMinutes: 120 },
    });
    expect(await audit()).toMatchObject({ ok: true });
    const contract = (await call(ctx.app, client, 'GET', base)).body.data;
    expect(contract.summary).toMatchObject({ inEscrowCents: 8_000 });
    expect(contract.milestones[0]).toMatchObject({
      title: `Week of ${monday}: 2 h 0 min`,
      autoReleaseAt: weekTimes(monday).reviewEndsAt.toISOString(),
    });

    expect((await call(ctx.app, freelancer, 'POST', `${base}/timesheets/${monday}/approve`)).status).toBe(
      403,
    );
    const approved = await call(ctx.app, client, 'POST', `${base}/timesheets/${monday}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'released', amountCents: 8_000, receiveCents: 7_600 });
    expect(await audit()).toMatchObject({ ok: true });
    const wallet = (await call(ctx.app, freelancer, 'GET', '/api/wallet')).body.data;
    expect(wallet.pendingCents).toBe(7_600);

    // The next week had no time: nothing is charged, and the cycle goes on.
    const next = weekOf(clock.now());
    clock.set(weekTimes(next).invoiceAt);
    await ctx.app.outbox.idle();
    const empty = (await call(ctx.app, client, 'GET', `${base}/timesheets?week=${next}`)).body.data;
    expect(empty).toMatchObject({ totalMinutes: 0, invoice: null, locked: true });
    expect((await call(ctx.app, client, 'GET', base)).body.data.milestones).toHaveLength(1);
  });

  it('releases a week the client leaves at the end of review, Friday 23:59 UTC', async () => {
    const { monday, log, sheet, invoiced } = await hourlyWeek({ ...HOURLY, weeklyLimitHours: null });
    await log(190);
    await invoiced();
    expect((await sheet()).invoice).toMatchObject({ amountCents: 12_667, status: 'submitted' });
    clock.set(new Date(weekTimes(monday).reviewEndsAt.getTime() - 1));
    await ctx.app.outbox.idle();
    expect((await sheet()).invoice.status).toBe('submitted');
    clock.set(weekTimes(monday).reviewEndsAt);
    await ctx.app.outbox.idle();
    expect((await sheet()).invoice.status).toBe('released');
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('a refused charge pauses the contract until the client pays the week with a card that works', async () => {
    const { client, freelancer, base, log, sheet, invoiced } = await hourlyWeek({
      ...HOURLY,
      // Saved when the offer is accepted; declined when charged (ADR 037).
      paymentMethod: 'pm_card_chargeCustomerFail',
    });
    await log(60);
    await invoiced();
    expect((await sheet()).invoice).toMatchObject({ amountCents: 4_000, status: 'pending' });
    const paused = await call(ctx.app, freelancer, 'POST', `${base}/timer/start`);
    expect(paused.status).toBe(409);
    expect(paused.body.error).toContain('This contract is paused');
    const told = (await call(ctx.app, client, 'GET', '/api/notifications/')).body.data;
    expect(JSON.stringify(told)).toContain('Your card was refused: the hourly contract is paused');
    expect(await audit()).toMatchObject({ ok: true });

    const week = (await sheet()).invoice.milestoneId;
    const funded = await call(ctx.app, client, 'POST', `${base}/milestones/${week}/fund`, {
      paymentMethod: 'pm_card_visa',
    });
    expect(funded.status).toBe(200);
    await ctx.app.outbox.idle();
    expect((await sheet()).invoice.status).toBe('submitted');
    expect((await call(ctx.app, freelancer, 'POST', `${base}/timer/start`)).status).toBe(201);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it('pays a bonus once for a replayed Idempotency-Key, released at once', async () => {
    const { client, freelancer, base } = await hourlyWeek();
    const headers = { 'idempotency-key': 'bonus-key-0001' };
    const body = { amountCents: 10_000, note: 'Great week' };
    expect((await call(ctx.app, freelancer, 'POST', `${base}/bonuses`, body)).status).toBe(403);
    const first = await call(ctx.app, client, 'POST', `${base}/bonuses`, body, headers);
    const again = await call(ctx.app, client, 'POST', `${base}/bonuses`, body, headers);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    await ctx.app.outbox.idle();
    const contract = (await call(ctx.app, client, 'GET', base)).body.data;
    expect(contract.milestones).toEqual([
      expect.objectContaining({ title: 'Bonus: Great week', status: 'released', amountCents: 10_000 }),
    ]);
    expect(contract.summary).toMatchObject({ releasedCents: 10_000, inEscrowCents: 0 });
    expect(await audit()).toMatchObject({ ok: true });
  });
});
