import { calendarDay as day } from '../calendar-day';
import { WEEK_STATES } from '../hourly-week';
import { MessageResponseSchema, UuidParamsSchema } from '../schemas/common';
import { MilestoneResponseSchema } from '../schemas/contracts';
import {
  BonusRequestSchema,
  TimeEntryParamsSchema,
  TimeEntryRequestSchema,
  TimeEntryResponseSchema,
  TimerStartRequestSchema,
  TimerStopRequestSchema,
  TimesheetParamsSchema,
  TimesheetQuerySchema,
  TimesheetResponseSchema,
} from '../schemas/hourly';
import * as z from '../zod';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;
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

/** Time on hourly contracts (issue 27): the freelancer logs it, both parties read the week. */
export const hourlyEndpoints = {
  addEntry: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/time-entries',
    status: 201,
    params,
    body: TimeEntryRequestSchema,
    response: TimeEntryResponseSchema,
  }),
  editEntry: endpoint({
    method: 'PATCH',
    path: '/api/contracts/:id/time-entries/:entryId',
    params: TimeEntryParamsSchema,
    body: TimeEntryRequestSchema,
    response: TimeEntryResponseSchema,
  }),
  deleteEntry: endpoint({
    method: 'DELETE',
    path: '/api/contracts/:id/time-entries/:entryId',
    params: TimeEntryParamsSchema,
    response: MessageResponseSchema,
  }),
  startTimer: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/timer/start',
    status: 201,
    params,
    body: TimerStartRequestSchema,
    response: TimeEntryResponseSchema,
  }),
  stopTimer: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/timer/stop',
    params,
    body: TimerStopRequestSchema,
    response: TimeEntryResponseSchema,
  }),
  timesheet: endpoint({
    method: 'GET',
    path: '/api/contracts/:id/timesheets',
    params,
    query: TimesheetQuerySchema,
    response: TimesheetResponseSchema,
  }),
  weeks: endpoint({
    method: 'GET',
    path: '/api/contracts/:id/timesheets/weeks',
    params,
    response: z.object({
      data: z.array(
        z.object({
          week: z.string(),
          totalMinutes: z.number().int(),
          /** The invoice's amount once made; before, what the billable time comes to. */
          amountCents: z.number().int(),
          state: z.enum(WEEK_STATES),
        }),
      ),
    }),
  }),
  thisWeek: endpoint({
    method: 'GET',
    path: '/api/contracts/hourly/this-week',
    response: z.object({ data: HourlyThisWeekSchema }),
  }),
  approveWeek: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/timesheets/:week/approve',
    params: TimesheetParamsSchema,
    response: MilestoneResponseSchema,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/resume',
    params,
    response: MessageResponseSchema,
  }),
  bonus: endpoint({
    method: 'POST',
    path: '/api/contracts/:id/bonuses',
    params,
    body: BonusRequestSchema,
    response: MilestoneResponseSchema,
  }),
};

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

/** Downloads (not JSON): a contract's time as CSV. */
export const hourlyFiles = {
  timeCsv: { method: 'GET', path: '/api/contracts/:id/time-entries.csv' },
} as const;
