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
import { HourlyThisWeekResponseSchema, TimesheetWeeksResponseSchema } from '../schemas/hourly-reads';
import { endpoint } from './endpoint';

const params = UuidParamsSchema;

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
    response: TimesheetWeeksResponseSchema,
  }),
  thisWeek: endpoint({
    method: 'GET',
    path: '/api/contracts/hourly/this-week',
    response: HourlyThisWeekResponseSchema,
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

/** Downloads (not JSON): a contract's time as CSV. */
export const hourlyFiles = {
  timeCsv: { method: 'GET', path: '/api/contracts/:id/time-entries.csv' },
} as const;
