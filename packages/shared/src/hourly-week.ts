/**
 * The hourly week (issue 27, ADR 037). Weeks are UTC, Monday 00:00 to Sunday 23:59, whatever the
 * freelancer's time zone: both parties and the invoice agree on one week. Time is counted in
 * 10-minute units. Dates are `YYYY-MM-DD`; instants are `Date`s.
 */

export const TIME_UNIT_MINUTES = 10;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Entries of a week may be changed until the Monday after it, 12:00 UTC: then it is invoiced. */
export const LOCK_AFTER_WEEK_END_HOURS = 12;
/** The client reviews until the Friday after the week, 23:59:59 UTC (4 days and 12 h after the invoice). */
export const REVIEW_AFTER_INVOICE_MS = (4 * 24 + 12) * 3_600_000;

/** The Monday (UTC) of the week `at` falls in. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar date falls in. */
export const weekOfDate = (date: string): string => weekOf(new Date(`${date}T00:00:00Z`));

export const isMonday = (date: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) && weekOfDate(date) === date;

/** When the week starting `monday` starts, ends (exclusive), locks (invoice) and leaves review. */
export function weekTimes(monday: string) {
  const start = new Date(`${monday}T00:00:00Z`);
  const end = new Date(start.getTime() + 7 * DAY_MS);
  const invoiceAt = new Date(end.getTime() + LOCK_AFTER_WEEK_END_HOURS * 3_600_000);
  return { start, end, invoiceAt, reviewEndsAt: new Date(invoiceAt.getTime() + REVIEW_AFTER_INVOICE_MS) };
}

export const isWeekLocked = (monday: string, now: Date): boolean =>
  now.getTime() >= weekTimes(monday).invoiceAt.getTime();

/** Whole 10-minute units, to the nearest (a half unit rounds up). */
export const roundToUnit = (minutes: number): number =>
  Math.round(minutes / TIME_UNIT_MINUTES) * TIME_UNIT_MINUTES;

/** Minutes between two instants, in 10-minute units: real elapsed time, so a DST change counts as lived. */
export const minutesBetween = (startedAt: Date, endedAt: Date): number =>
  roundToUnit((endedAt.getTime() - startedAt.getTime()) / MINUTE_MS);

/**
 * The instant a wall-clock time `HH:MM` on `date` names in an IANA time zone. A time skipped by a
 * spring-forward change is taken as the same wall time after it (as the clocks show it); a time
 * repeated by a fall-back change is its first occurrence.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The offsets in force a day before and after: at most one change lies between them.
  const before = asUtc - offsetMs(asUtc - DAY_MS, timeZone);
  const after = asUtc - offsetMs(asUtc + DAY_MS, timeZone);
  const valid = [before, after].filter((c) => offsetMs(c, timeZone) === asUtc - c);
  // Repeated: the earlier; skipped: read with the offset before the change, which lands after the gap.
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** What a week's minutes come to against a weekly limit (null: none) at an hourly rate. */
export function weekTotals(totalMinutes: number, weeklyLimitHours: number | null, hourlyRateCents: number) {
  const limitMinutes = weeklyLimitHours === null ? null : weeklyLimitHours * 60;
  const billableMinutes = limitMinutes === null ? totalMinutes : Math.min(totalMinutes, limitMinutes);
  return {
    totalMinutes,
    limitMinutes,
    billableMinutes,
    overLimitMinutes: totalMinutes - billableMinutes,
    amountCents: Math.round((billableMinutes * hourlyRateCents) / 60),
  };
}

/** A week as both parties read it, from its invoice's milestone. */
export const WEEK_STATES = [
  'open',
  'not billed',
  'invoiced',
  'in review',
  'approved',
  'released',
  'disputed',
  'settled',
  'refunded',
] as const;
export type WeekState = (typeof WEEK_STATES)[number];

/**
 * `invoice`: the week's milestone (null: no invoice yet, or nothing billable). A week released before
 * its review ended was approved by the client: its manual time is protected (ADR 037). `inDispute`:
 * an open dispute holds the week's milestone (all of it, or the disputed entries' part).
 */
export function weekState(
  week: string,
  now: Date,
  invoice: { status: string; releasedAt: Date | string | null } | null,
  inDispute = false,
): WeekState {
  if (!isWeekLocked(week, now)) return 'open';
  if (!invoice) return 'not billed';
  if (inDispute) return 'disputed';
  switch (invoice.status) {
    case 'pending':
      return 'invoiced';
    case 'released': {
      const at =
        invoice.releasedAt === null ? Number.POSITIVE_INFINITY : new Date(invoice.releasedAt).getTime();
      return at < weekTimes(week).reviewEndsAt.getTime() ? 'approved' : 'released';
    }
    case 'refunded':
      return 'refunded';
    // A dispute settled it: part paid to the freelancer, part refunded to the client.
    case 'split':
      return 'settled';
    default:
      return 'in review';
  }
}
