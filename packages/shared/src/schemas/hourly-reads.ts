import { calendarDay as day } from '../calendar-day';
import { WEEK_STATES } from '../hourly-week';
import * as z from '../zod';

/*
 * Reads of hourly time (issue 27) outside the shared index (a subpath: the lazy schemas chunk has no
 * room): the CSV export's query, a contract's weeks, this week across my hourly contracts.
 */

/** The longest CSV export: a year and a day, so one request cannot ask for everything ever. */
export const TIME_CSV_MAX_DAYS = 366;

/** `?from=&to=` of a contract's time as CSV: entries that started on those days (both included, UTC). */
export const TimeCsvQuerySchema = z
  .object({ from: day('start'), to: day('end') })
  .refine((q) => q.from <= q.to, 'The start date must not be after the end date')
  .refine(
    (q) => Date.parse(q.to) - Date.parse(q.from) < TIME_CSV_MAX_DAYS * 86_400_000,
    `An export covers at most ${TIME_CSV_MAX_DAYS} days`,
  );

/** A contract's weeks, newest first: time, the invoice's amount (before it: what the time comes to), state. */
export const TimesheetWeeksResponseSchema = z.object({
  data: z.array(
    z.object({
      week: z.string(),
      totalMinutes: z.number().int(),
      /** The invoice's amount once made; before, what the billable time comes to. */
      amountCents: z.number().int(),
      state: z.enum(WEEK_STATES),
    }),
  ),
});

const party = z.object({ id: z.uuid(), name: z.string() });

/** This week (UTC) across the signed-in person's active hourly contracts, as client or freelancer. */
export const HourlyThisWeekSchema = z.object({
  week: z.string(),
  contracts: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      client: party,
      freelancer: party,
      hourlyRateCents: z.number().int(),
      totalMinutes: z.number().int(),
      limitMinutes: z.number().int().nullable(),
      billableMinutes: z.number().int(),
      overLimitMinutes: z.number().int(),
      amountCents: z.number().int(),
      paused: z.boolean(),
    }),
  ),
  totalMinutes: z.number().int(),
  billableMinutes: z.number().int(),
  amountCents: z.number().int(),
});
export type HourlyThisWeek = z.infer<typeof HourlyThisWeekSchema>;
export const HourlyThisWeekResponseSchema = z.object({ data: HourlyThisWeekSchema });
