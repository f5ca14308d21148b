import {
  MILESTONE_MIN_CENTS,
  MILESTONE_STATUSES,
  MONEY_MAX_CENTS,
  OFFER_TITLE_MAX,
  TIME_ENTRY_MEMO_MAX,
} from '../constants';
import { isMonday, TIME_UNIT_MINUTES } from '../hourly-week';
import * as z from '../zod';
import { centsSchema } from './jobs';

/** Hourly contracts' time (issue 27, ADR 037). */

const memo = z
  .string({ error: 'Memo is required' })
  .overwrite((s) => s.replace(/\r\n?/g, '\n').trim())
  .min(1, 'Memo is required')
  .max(TIME_ENTRY_MEMO_MAX, `Memo must be at most ${TIME_ENTRY_MEMO_MAX} characters`);
const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

/** A span of time, rounded to 10-minute units by the server. */
const SpanEntrySchema = z.object({
  startedAt: instant('Start'),
  endedAt: instant('End'),
  memo,
});
/** A duration on a day (the week is the UTC week of that date). */
const DurationEntrySchema = z.object({
  date: z.iso.date('Date must be a date (YYYY-MM-DD)'),
  minutes: z
    .number('Enter the minutes worked')
    .int('Enter whole minutes')
    .min(TIME_UNIT_MINUTES, `Enter at least ${TIME_UNIT_MINUTES} minutes`)
    .max(24 * 60, 'At most 24 hours a day')
    .refine((m) => m % TIME_UNIT_MINUTES === 0, `Time is logged in ${TIME_UNIT_MINUTES}-minute units`),
  memo,
});
export const TimeEntryRequestSchema = z.union([SpanEntrySchema, DurationEntrySchema], {
  error: 'Give a start and an end, or a date and minutes, and a memo',
});
export type TimeEntryRequest = z.input<typeof TimeEntryRequestSchema>;

/** The timer's memo may be given at the start or the stop; a request without a body is allowed. */
const timerBody = z.preprocess((v) => v ?? {}, z.object({ memo: memo.optional() }));
export const TimerStartRequestSchema = timerBody;
export const TimerStopRequestSchema = timerBody;

export const TimeEntryParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  entryId: z.uuid({ error: 'Not found' }),
});

export const TimeEntrySchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  /** The Monday (UTC) of the entry's week. */
  week: z.string(),
  startedAt: z.iso.datetime(),
  /** Null while the timer runs. */
  endedAt: z.iso.datetime().nullable(),
  minutes: z.number().int(),
  memo: z.string(),
  source: z.enum(['timer', 'manual']),
  locked: z.boolean(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;
export const TimeEntryResponseSchema = z.object({ data: TimeEntrySchema });

export const TimesheetQuerySchema = z.object({
  week: z.string().refine(isMonday, 'Week must be a Monday (YYYY-MM-DD)').optional(),
});

export const TimesheetSchema = z.object({
  week: z.string(),
  hourlyRateCents: z.number().int(),
  totalMinutes: z.number().int(),
  limitMinutes: z.number().int().nullable(),
  billableMinutes: z.number().int(),
  overLimitMinutes: z.number().int(),
  /** What the week's billable time comes to at the rate. */
  amountCents: z.number().int(),
  locked: z.boolean(),
  /** The week's invoice once it was made: its milestone (charged, in review, released…). */
  invoice: z
    .object({
      milestoneId: z.uuid(),
      amountCents: z.number().int(),
      status: z.enum(MILESTONE_STATUSES),
      releasedAt: z.iso.datetime().nullable(),
      billableMinutes: z.number().int(),
      /** Once the client disputed some of the week's entries: the milestone holding the rest (ADR 037). */
      undisputedMilestoneId: z.uuid().nullable(),
    })
    .nullable(),
  /** Monday 12:00 UTC after the week: entries lock and the week is invoiced. */
  invoiceAt: z.iso.datetime(),
  reviewEndsAt: z.iso.datetime(),
  /** A paused contract logs no time: a refused card (a card that works lifts it) or 30 days idle (either party resumes). */
  paused: z.object({ reason: z.enum(['card_refused', 'idle']), since: z.iso.datetime() }).nullable(),
  entries: z.array(TimeEntrySchema),
  /** The freelancer's running timer on this contract, if any (whatever its week). */
  running: TimeEntrySchema.nullable(),
  /** The server's clock: a running timer counts from it, whatever the browser's clock says. */
  now: z.iso.datetime(),
});
export type Timesheet = z.infer<typeof TimesheetSchema>;
export const TimesheetResponseSchema = z.object({ data: TimesheetSchema });

export const TimesheetParamsSchema = z.object({
  id: z.uuid({ error: 'Not found' }),
  week: z.string().refine(isMonday, 'Week must be a Monday (YYYY-MM-DD)'),
});

/** POST /api/contracts/:id/bonuses: charged to the saved card, released at once (Idempotency-Key). */
export const BonusRequestSchema = z.object({
  amountCents: centsSchema('Bonus amount', MILESTONE_MIN_CENTS, MONEY_MAX_CENTS),
  note: z
    .string({ error: 'Note is required' })
    .overwrite((s) => s.trim())
    .min(1, 'Note is required')
    .max(OFFER_TITLE_MAX, `Note must be at most ${OFFER_TITLE_MAX} characters`),
});
export type BonusRequest = z.input<typeof BonusRequestSchema>;
