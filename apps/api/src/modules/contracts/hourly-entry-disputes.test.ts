import type { CreateOfferRequest } from '@skillora/shared';
import { weekOf, weekTimes } from '@skillora/shared/hourly-week';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, HOURLY_OFFER, makeContract, type Party } from '../../../test/contract-factories';
import { DAY, useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
let admin: Party;
const clock = createManualClock(new Date());
useContractWorld((world) => ({ ctx, catalog, admin } = world), { clock });

const HOURLY: CreateOfferRequest = { ...HOURLY_OFFER, weeklyLimitHours: null };
const STATEMENT = 'These hours were not worked: nothing was delivered on those days.';
const audit = async () => (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;
const at = async (instant: Date) => {
  clock.set(instant);
  await ctx.app.outbox.idle();
};

/** A week of 1 h, 30 min and 1 h 30 min at $40/h ($120 in all), invoiced and in review. */
async function weekInReview() {
  const monday = weekOf(new Date(clock.now().getTime() + 7 * DAY));
  await at(new Date(new Date(`${monday}T10:00:00Z`).getTime() + 2 * DAY));
  const made = await makeContract(ctx.app, ctx.db.db, catalog, HOURLY);
  await ctx.app.outbox.idle();
  const base = `/api/contracts/${made.contract.id}`;
  const ids: string[] = [];
  for (const minutes of [60, 30, 90]) {
    const res = await call(ctx.app, made.freelancer, 'POST', `${base}/time-entries`, {
      date: monday,
      minutes,
      memo: `Work ${minutes}`,
    });
    expect(res.status).toBe(201);
    ids.push(res.body.data.id);
  }
  await at(weekTimes(monday).invoiceAt);
  const milestones = async () => (await call(ctx.app, made.client, 'GET', base)).body.data.milestones;
  expect(await milestones()).toEqual([expect.objectContaining({ status: 'submitted', amountCents: 12_000 })]);
  const dispute = (entryIds: string[], who: Party = made.client) =>
    call(ctx.app, who, 'POST', `${base}/timesheets/${monday}/disputes`, {
      entryIds,
      reason: 'not_as_agreed',
      statement: STATEMENT,
    });
  const pending = async () =>
    (await call(ctx.app, made.freelancer, 'GET', '/api/wallet')).body.data.pendingCents;
  return { ...made, monday, base, ids, milestones, dispute, pending };
}

describe('disputing entries of an hourly week', () => {
  it('holds the two disputed entries in a dispute and releases only the rest at the end of review', async () => {
    const { freelancer, monday, base, ids, milestones, dispute, pending } = await weekInReview();
    expect((await dispute([ids[0]!, ids[1]!], freelancer)).status).toBe(403);
    const opened = await dispute([ids[0]!, ids[1]!]);
    expect(opened.status).toBe(201);
    // 1 h 30 min of the 3 h in dispute: $60 held.
    expect(opened.body.data).toMatchObject({ status: 'awaiting_response', heldCents: 6_000 });
    expect(await milestones()).toEqual([
      expect.objectContaining({
        title: `Week of ${monday}: 3 h 0 min`,
        status: 'submitted',
        amountCents: 6_000,
      }),
      expect.objectContaining({
        title: `Week of ${monday}: undisputed time`,
        status: 'submitted',
        amountCents: 6_000,
      }),
    ]);
    expect(await audit()).toMatchObject({ ok: true });
    // The Timesheet names the rest's milestone, and the week reads as disputed at its whole invoice.
    const [held, rest] = await milestones();
    const sheet = await call(ctx.app, freelancer, 'GET', `${base}/timesheets?week=${monday}`);
    expect(sheet.body.data.invoice).toMatchObject({ milestoneId: held.id, undisputedMilestoneId: rest.id });
    const weeks = await call(ctx.app, freelancer, 'GET', `${base}/timesheets/weeks`);
    expect(weeks.body.data.find((w: { week: string }) => w.week === monday)).toMatchObject({
      amountCents: 12_000,
      state: 'disputed',
    });
    expect((await dispute([ids[2]!])).body).toEqual({ error: 'Entries of this week are already disputed' });

    await at(weekTimes(monday).reviewEndsAt);
    expect((await milestones()).map((m: { status: string }) => m.status)).toEqual(['submitted', 'released']);
    // The rest, $60 less the 5% fee.
    expect(await pending()).toBe(5_700);
    expect(await audit()).toMatchObject({ ok: true });
  });

  it("releases the rest at once when the client approves the week; a choice that isn't the week's entries is refused", async () => {
    const { client, monday, base, ids, milestones, dispute, pending } = await weekInReview();
    expect((await dispute([crypto.randomUUID()])).body).toEqual({ error: 'Choose entries of this week' });
    expect((await dispute([ids[2]!])).status).toBe(201);
    const approved = await call(ctx.app, client, 'POST', `${base}/timesheets/${monday}/approve`);
    expect(approved.status).toBe(200);
    // 1 h 30 min disputed ($60) and the rest ($60) released: $57 to the freelancer.
    expect(approved.body.data).toMatchObject({ status: 'released', amountCents: 6_000 });
    expect((await milestones()).map((m: { status: string }) => m.status)).toEqual(['submitted', 'released']);
    expect(await pending()).toBe(5_700);
    expect(await audit()).toMatchObject({ ok: true });
  });
});
