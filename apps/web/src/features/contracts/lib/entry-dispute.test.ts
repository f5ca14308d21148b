import type { Timesheet } from '@skillora/shared';
import { describe, expect, it } from 'vitest';
import { disputedCents } from './entry-dispute';

const entry = (id: string, minutes: number, ended = true) => ({
  id,
  contractId: 'c',
  week: '2026-11-16',
  startedAt: '2026-11-16T09:00:00.000Z',
  endedAt: ended ? '2026-11-16T10:00:00.000Z' : null,
  minutes,
  memo: id,
  source: 'manual' as const,
  locked: true,
});

/** A week invoiced at $60/h: `billable` of the entries' minutes were billed. */
const sheet = (billable: number, ...entries: ReturnType<typeof entry>[]): Timesheet => ({
  week: '2026-11-16',
  hourlyRateCents: 6_000,
  totalMinutes: entries.reduce((s, e) => s + e.minutes, 0),
  limitMinutes: null,
  billableMinutes: billable,
  overLimitMinutes: 0,
  amountCents: billable * 100,
  locked: true,
  invoice: {
    milestoneId: '00000000-0000-4000-8000-000000000001',
    amountCents: billable * 100,
    status: 'submitted',
    releasedAt: null,
    billableMinutes: billable,
    undisputedMilestoneId: null,
  },
  invoiceAt: '2026-11-23T12:00:00.000Z',
  reviewEndsAt: '2026-11-27T23:59:59.999Z',
  paused: null,
  entries,
  running: null,
  now: '2026-11-24T10:00:00.000Z',
});

describe('disputedCents', () => {
  it('is the chosen entries at the rate, and nothing when none is chosen', () => {
    const week = sheet(130, entry('a', 60), entry('b', 70));
    expect(disputedCents(week, new Set())).toBe(0);
    expect(disputedCents(week, new Set(['b']))).toBe(7_000);
    expect(disputedCents(week, new Set(['a', 'b']))).toBe(13_000);
  });

  it('counts at most the billed minutes: time over the weekly limit was never charged', () => {
    const week = sheet(60, entry('a', 60), entry('b', 70));
    expect(disputedCents(week, new Set(['b']))).toBe(6_000);
    expect(disputedCents(week, new Set(['a', 'b']))).toBe(6_000);
  });

  it('leaves out a running timer and a week without an invoice', () => {
    const week = sheet(60, entry('a', 60), entry('r', 30, false));
    expect(disputedCents(week, new Set(['r']))).toBe(0);
    expect(disputedCents({ ...week, invoice: null }, new Set(['a']))).toBe(0);
  });

  it('rounds a rate that does not divide into cents per minute to the cent', () => {
    const week = { ...sheet(10, entry('a', 10)), hourlyRateCents: 5_555 };
    expect(disputedCents(week, new Set(['a']))).toBe(926);
  });
});
