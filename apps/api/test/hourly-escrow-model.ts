import { feeOf } from '@skillora/shared';
import { weekOf, weekTimes, weekTotals } from '@skillora/shared/hourly-week';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { createManualClock } from '../src/lib/clock';
import { call, makeContract, type Party } from './contract-factories';
import type { ContractWorld } from './contract-world';

// The escrow model test's hourly half (escrow.model.test.ts, issue 27, ADR 037): one hourly contract
// a run, on a saved card that works or one refused at charge; steps log time, move the clock to the
// invoice (Monday 12:00 UTC), approve a week, dispute some of its entries (split), pay a bonus with a
// replayed key, and pay what a refused card left pending with a card that works.

const DAY = 86_400_000;
const RATE = 4_500;
const LIMIT_HOURS = 4;
const FEE_BPS = 500;
/** Invoices a run may reach: four weekly moves stay inside the 30 days before the idle check. */
const INVOICES_MAX = 4;

/** What the client may do once a week is invoiced; `w` counts back from the week invoiced last. */
const inReview = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), w: fc.nat(2) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('dispute' as const),
      w: fc.nat(2),
      mask: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    }),
  },
  fc.record({
    kind: fc.constant('bonus' as const),
    cents: fc.integer({ min: 500, max: 20_000 }),
    replay: fc.boolean(),
  }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const) }) },
);

/**
 * A run is a few weeks, each some time logged, the move to its invoice and what the client does
 * then: drawn as weeks, not as loose steps, so that most runs invoice time and act on it.
 */
export const hourlyRun = fc.record({
  card: fc.constantFrom('pm_card_visa', 'pm_card_chargeCustomerFail'),
  steps: fc
    .array(
      fc.record({
        logs: fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
        after: fc.array(inReview, { maxLength: 2 }),
      }),
      { minLength: 2, maxLength: 3 },
    )
    .map((weeks) =>
      weeks.flatMap(({ logs, after }) => [
        ...logs.map((units) => ({ kind: 'log' as const, units })),
        { kind: 'invoice' as const },
        ...after,
      ]),
    ),
});
export type HourlyRun = typeof hourlyRun extends fc.Arbitrary<infer T> ? T : never;

/**
 * Two runs every seed tries first (fast-check's `examples`), so that each part of the cycle is
 * reached whatever the random runs draw: a split dispute whose silence refunds it while the rest's
 * review ends, an approve; and a card refused at charge, the week paid with a card that works, a
 * bonus replayed, the next week charged to the new card.
 */
export const HOURLY_EXAMPLES: HourlyRun[] = [
  {
    card: 'pm_card_visa',
    steps: [
      { kind: 'log', units: 6 },
      { kind: 'log', units: 9 },
      { kind: 'invoice' },
      { kind: 'dispute', w: 0, mask: [true, false, false] },
      { kind: 'log', units: 3 },
      { kind: 'invoice' },
      { kind: 'approve', w: 0 },
    ],
  },
  {
    card: 'pm_card_chargeCustomerFail',
    steps: [
      { kind: 'log', units: 4 },
      { kind: 'invoice' },
      { kind: 'pay' },
      { kind: 'bonus', cents: 1_000, replay: true },
      { kind: 'log', units: 5 },
      { kind: 'invoice' },
    ],
  },
];

type HMilestone = {
  status: string;
  amount: number;
  kind: 'week' | 'bonus' | 'rest';
  /** A week's (or its rest's) end of review; a bonus has none. */
  reviewEndsAt: number;
  releasedAt: number;
  held: boolean;
  share: number;
  /** The silence deadline of the dispute on it: the client's request (all back) is granted then. */
  disputeEndsAt: number | null;
};
type HWeek = {
  week: string;
  entries: { id: string; minutes: number }[];
  billable: number;
  milestone: number | null;
  rest: number | null;
};

/** Runs one drawn sequence against the API, checking balances, states and the audit after every step. */
export async function runHourly(
  world: ContractWorld & { clock: ReturnType<typeof createManualClock> },
  run: HourlyRun,
  reached: Record<string, number>,
) {
  const { ctx, catalog, admin, clock } = world;
  // Each run starts on a fresh Wednesday, after everything the runs before it did.
  const monday = weekOf(new Date(clock.now().getTime() + 7 * DAY));
  clock.set(new Date(new Date(`${monday}T10:00:00Z`).getTime() + 2 * DAY));
  const { client, freelancer, contract } = await makeContract(ctx.app, ctx.db.db, catalog, {
    title: 'Hourly model contract',
    type: 'hourly',
    hourlyRateCents: RATE,
    weeklyLimitHours: LIMIT_HOURS,
    paymentMethod: run.card as 'pm_card_visa',
  });
  await ctx.app.outbox.idle();
  const base = `/api/contracts/${contract.id}`;
  const ms: HMilestone[] = [];
  const weeks = new Map<string, HWeek>();
  const invoiced: HWeek[] = [];
  const m = {
    pending: 0,
    available: 0,
    escrow: 0,
    cardWorks: run.card === 'pm_card_visa',
    paused: false,
    invoices: 0,
  };
  const now = () => clock.now().getTime();
  const weekNamed = (week: string) => {
    if (!weeks.has(week)) weeks.set(week, { week, entries: [], billable: 0, milestone: null, rest: null });
    return weeks.get(week)!;
  };
  const add = (x: Omit<HMilestone, 'releasedAt' | 'held' | 'share' | 'disputeEndsAt'>) =>
    ms.push({ ...x, releasedAt: 0, held: true, share: 0, disputeEndsAt: null }) - 1;
  const release = (x: HMilestone) => {
    x.status = 'released';
    x.releasedAt = now();
    x.share = x.amount - feeOf(x.amount, FEE_BPS);
    if (x.kind !== 'bonus') m.escrow -= x.amount;
    m.pending += x.share;
  };
  const send = (who: Party, url: string, body?: object, headers: Record<string, string> = {}) =>
    call(ctx.app, who, 'POST', `${base}${url}`, body, headers);
  let keys = 0;

  for (const s of run.steps) {
    if (s.kind === 'log') {
      const week = weekOf(clock.now());
      const minutes = s.units * 10;
      const res = await send(freelancer, '/time-entries', { date: week, minutes, memo: 'Model work' });
      expect(res.status).toBe(m.paused ? 409 : 201);
      if (!m.paused) weekNamed(week).entries.push({ id: res.body.data.id, minutes });
    } else if (s.kind === 'invoice') {
      if (m.invoices >= INVOICES_MAX) continue;
      m.invoices += 1;
      const week = weekNamed(weekOf(clock.now()));
      clock.set(weekTimes(week.week).invoiceAt);
      await ctx.app.outbox.idle();
      // Holds first (releases made now start their hold now), then the review's and disputes' ends.
      for (const x of ms) {
        if (x.share > 0 && x.held && x.releasedAt + 5 * DAY <= now()) {
          x.held = false;
          m.pending -= x.share;
          m.available += x.share;
        }
      }
      for (const x of ms) {
        if (x.disputeEndsAt !== null && x.status === 'submitted' && x.disputeEndsAt <= now()) {
          x.status = 'refunded';
          m.escrow -= x.amount;
          reached.refunded = (reached.refunded ?? 0) + 1;
        } else if (x.disputeEndsAt === null && x.status === 'submitted' && x.reviewEndsAt <= now()) {
          release(x);
          reached.reviewEnded = (reached.reviewEnded ?? 0) + 1;
        }
      }
      const totals = weekTotals(
        week.entries.reduce((sum, e) => sum + e.minutes, 0),
        LIMIT_HOURS,
        RATE,
      );
      if (totals.amountCents > 0) {
        week.billable = totals.billableMinutes;
        const reviewEndsAt = weekTimes(week.week).reviewEndsAt.getTime();
        week.milestone = add({ kind: 'week', amount: totals.amountCents, status: 'pending', reviewEndsAt });
        invoiced.push(week);
        if (m.cardWorks) {
          ms[week.milestone]!.status = 'submitted';
          m.escrow += totals.amountCents;
        } else {
          m.paused = true;
          reached.refused = (reached.refused ?? 0) + 1;
        }
      }
    } else if (s.kind === 'approve') {
      const week = invoiced[invoiced.length - 1 - (s.w % Math.max(invoiced.length, 1))];
      const res = await send(client, `/timesheets/${week?.week ?? weekOf(clock.now())}/approve`);
      const target = week ? ms[week.rest ?? week.milestone!]! : null;
      const ok = target?.status === 'submitted' && target.disputeEndsAt === null;
      expect(res.status).toBe(ok ? 200 : 409);
      if (ok) {
        release(target);
        reached.approved = (reached.approved ?? 0) + 1;
      }
    } else if (s.kind === 'dispute') {
      const week = invoiced[invoiced.length - 1 - (s.w % Math.max(invoiced.length, 1))];
      if (!week) continue;
      // Some of the week's entries, not all of them when there are several (a split, more often).
      const chosen = week.entries.filter((_, i) => s.mask[i % s.mask.length]);
      const some = chosen.length === week.entries.length ? chosen.slice(0, -1) : chosen;
      const entries = some.length > 0 ? some : week.entries.slice(0, 1);
      const res = await send(client, `/timesheets/${week.week}/disputes`, {
        entryIds: entries.map((e) => e.id),
        reason: 'not_as_agreed',
        statement: 'These hours were not worked as agreed.',
      });
      const x = ms[week.milestone!]!;
      const ok = x.status === 'submitted' && x.disputeEndsAt === null && week.rest === null;
      expect(res.status).toBe(ok ? 201 : 409);
      if (!ok) continue;
      const minutes = Math.min(
        entries.reduce((sum, e) => sum + e.minutes, 0),
        week.billable,
      );
      const disputed = Math.min(x.amount, Math.round((minutes * RATE) / 60));
      x.disputeEndsAt = now() + 5 * DAY;
      if (disputed < x.amount) {
        week.rest = add({
          kind: 'rest',
          amount: x.amount - disputed,
          status: 'submitted',
          reviewEndsAt: x.reviewEndsAt,
        });
        x.amount = disputed;
        reached.split = (reached.split ?? 0) + 1;
      } else reached.whole = (reached.whole ?? 0) + 1;
    } else if (s.kind === 'bonus') {
      const headers = { 'idempotency-key': `bonus-${keys++}-${contract.id}` };
      const body = { amountCents: s.cents, note: 'Model bonus' };
      const res = await send(client, '/bonuses', body, headers);
      expect(res.status).toBe(m.cardWorks ? 200 : 402);
      if (s.replay) expect(await send(client, '/bonuses', body, headers)).toEqual(res);
      await ctx.app.outbox.idle();
      const i = add({ kind: 'bonus', amount: s.cents, status: 'pending', reviewEndsAt: 0 });
      if (m.cardWorks) release(ms[i]!);
    } else if (s.kind === 'pay') {
      const i = ms.findIndex((x) => x.status === 'pending');
      if (i < 0) continue;
      const id = (await call(ctx.app, client, 'GET', base)).body.data.milestones[i].id;
      const res = await send(client, `/milestones/${id}/fund`, { paymentMethod: 'pm_card_visa' });
      expect(res.status).toBe(200);
      await ctx.app.outbox.idle();
      // The card that worked is saved in place of the refused one, and the pause is lifted.
      m.cardWorks = true;
      m.paused = false;
      reached.paid = (reached.paid ?? 0) + 1;
      const x = ms[i]!;
      if (x.kind === 'bonus') release(x);
      else {
        m.escrow += x.amount;
        x.status = 'submitted';
        if (x.reviewEndsAt <= now()) release(x);
      }
    }

    const wallet = (await call(ctx.app, freelancer, 'GET', '/api/wallet')).body.data;
    expect({ pending: wallet.pendingCents, available: wallet.availableCents }).toEqual({
      pending: m.pending,
      available: m.available,
    });
    const seen = (await call(ctx.app, client, 'GET', base)).body.data;
    expect(seen.summary.inEscrowCents).toBe(m.escrow);
    expect(
      seen.milestones.map((x: { status: string; amountCents: number }) => [x.status, x.amountCents]),
    ).toEqual(ms.map((x) => [x.status, x.amount]));
    const audit = (await call(ctx.app, admin, 'GET', '/api/admin/ledger/audit')).body.data;
    expect(audit).toMatchObject({ ok: true, mismatches: [] });
  }
}
