import { describe, expect, it } from 'vitest';
import {
  isMonday,
  isWeekLocked,
  minutesBetween,
  roundToUnit,
  weekOf,
  weekOfDate,
  weekTimes,
  weekTotals,
  zonedToInstant,
} from './hourly-week';

const at = (iso: string) => new Date(iso);

describe('the hourly week (UTC, Monday to Sunday)', () => {
  it('puts Sunday 23:59 UTC in the week before and Monday 00:00 UTC in the next', () => {
    expect(weekOf(at('2026-11-29T23:59:59.999Z'))).toBe('2026-11-23');
    expect(weekOf(at('2026-11-30T00:00:00.000Z'))).toBe('2026-11-30');
    expect(weekOfDate('2026-11-23')).toBe('2026-11-23');
    expect(weekOfDate('2027-01-03')).toBe('2026-12-28');
  });

  it('reads the week in UTC whatever the zone the time was written in', () => {
    // Monday 01:00 in Berlin is still Sunday in UTC; Sunday 20:00 in New York is Monday in UTC.
    expect(weekOf(zonedToInstant('2026-11-30', '00:30', 'Europe/Berlin'))).toBe('2026-11-23');
    expect(weekOf(zonedToInstant('2026-11-29', '20:00', 'America/New_York'))).toBe('2026-11-30');
  });

  it('locks a week at the Monday after, 12:00 UTC, and ends its review on Friday 23:59:59 UTC', () => {
    const t = weekTimes('2026-11-23');
    expect(t.invoiceAt.toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(t.reviewEndsAt.toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(isWeekLocked('2026-11-23', at('2026-11-30T11:59:59.999Z'))).toBe(false);
    expect(isWeekLocked('2026-11-23', at('2026-11-30T12:00:00.000Z'))).toBe(true);
  });

  it('knows a Monday', () => {
    expect(isMonday('2026-11-30')).toBe(true);
    expect(isMonday('2026-12-01')).toBe(false);
    expect(isMonday('2026-13-01')).toBe(false);
    expect(isMonday('monday')).toBe(false);
  });
});

describe('10-minute units', () => {
  it('rounds to the nearest unit, half up', () => {
    expect([0, 4, 5, 14, 15, 59, 61].map(roundToUnit)).toEqual([0, 0, 10, 10, 20, 60, 60]);
  });

  it('counts the time lived across a spring-forward change (New York, 2026-03-08)', () => {
    const from = zonedToInstant('2026-03-08', '01:00', 'America/New_York');
    const to = zonedToInstant('2026-03-08', '04:00', 'America/New_York');
    expect(minutesBetween(from, to)).toBe(120);
    // 02:30 does not exist that night: it is read as the clocks show it after the change, 03:30 EDT.
    expect(zonedToInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('counts the repeated hour of a fall-back change (Berlin, 2026-10-25), taking its first occurrence', () => {
    expect(zonedToInstant('2026-10-25', '02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    const from = zonedToInstant('2026-10-25', '01:00', 'Europe/Berlin');
    const to = zonedToInstant('2026-10-25', '04:00', 'Europe/Berlin');
    expect(minutesBetween(from, to)).toBe(240);
  });

  it('reads a half-hour zone (Kolkata) and a zone east of the date line (Auckland)', () => {
    expect(zonedToInstant('2026-11-30', '09:07', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-30T03:37:00.000Z',
    );
    expect(weekOf(zonedToInstant('2026-11-30', '09:00', 'Pacific/Auckland'))).toBe('2026-11-23');
    expect(minutesBetween(at('2026-11-30T03:37:00Z'), at('2026-11-30T04:21:59Z'))).toBe(40);
  });
});

describe('the weekly limit', () => {
  it('bills the hours within the limit and shows what is over it', () => {
    expect(weekTotals(11 * 60 + 30, 10, 4_000)).toEqual({
      totalMinutes: 690,
      limitMinutes: 600,
      billableMinutes: 600,
      overLimitMinutes: 90,
      amountCents: 40_000,
    });
    expect(weekTotals(130, null, 4_500).amountCents).toBe(9_750);
    expect(weekTotals(130, null, 4_500).overLimitMinutes).toBe(0);
  });
});
