import type { CreateOfferRequest } from '@skillora/shared';
import { weekOf, weekTimes } from '@skillora/shared/hourly-week';
import { describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build-test-app';
import { call, HOURLY_OFFER, makeContract, makeOffer, OFFER } from '../../../test/contract-factories';
import { useContractWorld } from '../../../test/contract-world';
import type { Catalog } from '../../../test/job-factories';
import { createManualClock } from '../../lib/clock';

let ctx: TestContext;
let catalog: Catalog;
const clock = createManualClock(new Date());
useContractWorld((world) => ({ ctx, catalog } = world), { clock });

const MINUTE = 60_000;
const HOURLY: CreateOfferRequest = { ...HOURLY_OFFER, description: 'Weekly support' };

/** Moves the test clock to Wednesday 10:00 UTC of the current week, so a whole working week lies ahead. */
function toWednesday() {
  const monday = weekOf(clock.now());
  clock.set(new Date(`${monday}T00:00:00Z`));
  clock.advance(2 * 86_400_000 + 10 * 60 * MINUTE);
  return monday;
}

describe('hourly offers', () => {
  it('refuses an hourly offer without a rate or a card, or with milestones; a fixed one without milestones', async () => {
    const { client, proposal } = await makeOffer(ctx.app, ctx.db.db, catalog);
    const url = `/api/client/proposals/${proposal.id}/offer`;
    const cases: [object, string][] = [
      [{ ...HOURLY, hourlyRateCents: undefined }, 'Hourly rate is required'],
      [{ ...HOURLY, paymentMethod: undefined }, 'Choose a card for the weekly charges'],
      [{ ...HOURLY, milestones: OFFER.milestones }, 'An hourly offer has no milestones'],
      [{ ...HOURLY, weeklyLimitHours: 0 }, 'Enter a weekly limit of at least 1 hour'],
      [{ ...OFFER, milestones: [] }, 'Add at least one milestone'],
    ];
    for (const [body, error] of cases) {
      const res = await call(ctx.app, client, 'POST', url, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(error);
    }
  });

  it('accepting an hourly offer makes an hourly contract without milestones; a fixed offer stays fixed', async () => {
    const { offer, contract } = await makeContract(ctx.app, ctx.db.db, catalog, HOURLY);
    expect(offer).toMatchObject({
      type: 'hourly',
      hourlyRateCents: 4_000,
      weeklyLimitHours: 2,
      milestones: [],
    });
    expect(offer).not.toHaveProperty('paymentMethod');
    expect(contract).toMatchObject({
      type: 'hourly',
      hourlyRateCents: 4_000,
      weeklyLimitHours: 2,
      milestones: [],
    });
    const fixed = await makeContract(ctx.app, ctx.db.db, catalog);
    expect(fixed.contract).toMatchObject({ type: 'fixed', hourlyRateCents: null, weeklyLimitHours: null });
    const logged = await call(
      ctx.app,
      fixed.freelancer,
      'POST',
      `/api/contracts/${fixed.contract.id}/timer/start`,
    );
    expect(logged).toEqual({ status: 409, body: { error: 'Time is logged on hourly contracts only' } });
  });
});

describe('logging time on an hourly contract', () => {
  it('runs one timer per person, keeps it across reads, and logs it in 10-minute units with a memo', async () => {
    const monday = toWednesday();
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog, HOURLY);
    const base = `/api/contracts/${contract.id}`;
    expect((await call(ctx.app, client, 'POST', `${base}/timer/start`)).status).toBe(403);
    const started = await call(ctx.app, freelancer, 'POST', `${base}/timer/start`, {});
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ endedAt: null, source: 'timer', week: monday });
    expect(await call(ctx.app, freelancer, 'POST', `${base}/timer/start`, {})).toEqual({
      status: 409,
      body: { error: 'A timer is already running; stop it first' },
    });
    // Another of the freelancer's contracts: still one timer per person.
    clock.advance(44 * MINUTE);
    const sheet = await call(ctx.app, client, 'GET', `${base}/timesheets`);
    expect(sheet.body.data).toMatchObject({
      week: monday,
      totalMinutes: 0,
      running: { id: started.body.data.id },
    });
    clock.advance(1 * MINUTE);
    expect(await call(ctx.app, freelancer, 'POST', `${base}/timer/stop`, {})).toEqual({
      status: 400,
      body: { error: 'Memo is required' },
    });
    const stopped = await call(ctx.app, freelancer, 'POST', `${base}/timer/stop`, {
      memo: 'Fixed the login bug',
    });
    expect(stopped.status).toBe(200);
    // 45 minutes: a half unit rounds up.
    expect(stopped.body.data).toMatchObject({ minutes: 50, memo: 'Fixed the login bug', locked: false });
    expect(await call(ctx.app, freelancer, 'POST', `${base}/timer/stop`, {})).toEqual({
      status: 409,
      body: { error: 'No timer is running on this contract' },
    });
  });

  it('takes manual entries, shows the week against the limit, and locks the week on Monday 12:00 UTC', async () => {
    const monday = toWednesday();
    const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog, HOURLY);
    const base = `/api/contracts/${contract.id}`;
    const entries = `${base}/time-entries`;
    const span = {
      startedAt: `${monday}T08:03:00+01:00`,
      endedAt: `${monday}T09:31:00+01:00`,
      memo: 'API design',
    };
    const bad: [object, number, string][] = [
      [{ ...span, memo: ' ' }, 400, 'Memo is required'],
      [{ date: monday, minutes: 25, memo: 'x' }, 400, 'Time is logged in 10-minute units'],
      [{ ...span, endedAt: span.startedAt }, 400, 'The end must be after the start'],
      [{ ...span, endedAt: `${monday}T07:07:00Z` }, 400, 'An entry must be at least 10 minutes'],
      [
        {
          ...span,
          startedAt: new Date(clock.now().getTime() - 30 * MINUTE).toISOString(),
          endedAt: new Date(clock.now().getTime() + 60 * MINUTE).toISOString(),
        },
        400,
        'Time cannot be logged in the future',
      ],
    ];
    for (const [body, status, error] of bad) {
      const res = await call(ctx.app, freelancer, 'POST', entries, body);
      expect([res.status, res.body.error]).toEqual([status, expect.stringContaining(error)]);
    }
    expect((await call(ctx.app, client, 'POST', entries, span)).status).toBe(403);

    const a = await call(ctx.app, freelancer, 'POST', entries, span);
    expect(a.status).toBe(201);
    // 88 minutes → 90.
    expect(a.body.data).toMatchObject({ minutes: 90, source: 'manual', week: monday });
    const b = await call(ctx.app, freelancer, 'POST', entries, { date: monday, minutes: 60, memo: 'Review' });
    expect(b.body.data).toMatchObject({ minutes: 60, week: monday });
    const c = await call(ctx.app, freelancer, 'POST', entries, { date: monday, minutes: 30, memo: 'Call' });
    const edited = await call(ctx.app, freelancer, 'PATCH', `${entries}/${c.body.data.id}`, {
      date: monday,
      minutes: 40,
      memo: 'Call with the team',
    });
    expect(edited.body.data).toMatchObject({ minutes: 40, memo: 'Call with the team' });

    const sheet = await call(ctx.app, client, 'GET', `${base}/timesheets?week=${monday}`);
    expect(sheet.body.data).toMatchObject({
      week: monday,
      totalMinutes: 190,
      limitMinutes: 120,
      billableMinutes: 120,
      overLimitMinutes: 70,
      amountCents: 8_000,
      locked: false,
      invoiceAt: weekTimes(monday).invoiceAt.toISOString(),
    });
    expect(sheet.body.data.entries.map((e: { memo: string }) => e.memo)).toEqual([
      'Review',
      'Call with the team',
      'API design',
    ]);
    expect((await call(ctx.app, client, 'GET', `${base}/timesheets?week=2026-12-01`)).status).toBe(400);

    // The last moment to change the week, then the lock.
    clock.set(new Date(weekTimes(monday).invoiceAt.getTime() - 1));
    expect((await call(ctx.app, freelancer, 'DELETE', `${entries}/${b.body.data.id}`)).body).toEqual({
      message: 'Time entry deleted',
    });
    clock.advance(1);
    const locked = 'This week is locked: it was invoiced on Monday at 12:00 UTC';
    expect(await call(ctx.app, freelancer, 'DELETE', `${entries}/${a.body.data.id}`)).toEqual({
      status: 409,
      body: { error: locked },
    });
    expect(
      await call(ctx.app, freelancer, 'POST', entries, { date: monday, minutes: 10, memo: 'Late' }),
    ).toEqual({
      status: 409,
      body: { error: locked },
    });
    const past = await call(ctx.app, freelancer, 'GET', `${base}/timesheets?week=${monday}`);
    expect(past.body.data).toMatchObject({ totalMinutes: 130, billableMinutes: 120, locked: true });
    expect(past.body.data.entries.every((e: { locked: boolean }) => e.locked)).toBe(true);
    // This week is open.
    const now = await call(ctx.app, freelancer, 'GET', `${base}/timesheets`);
    expect(now.body.data).toMatchObject({ week: weekOf(clock.now()), totalMinutes: 0, locked: false });
  });
});
