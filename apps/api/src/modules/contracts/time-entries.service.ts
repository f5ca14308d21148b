import type { TimeEntry, TimeEntryRequest, Timesheet } from '@skillora/shared';
import {
  isWeekLocked,
  minutesBetween,
  TIME_UNIT_MINUTES,
  weekOf,
  weekOfDate,
  weekTimes,
  weekTotals,
} from '@skillora/shared/hourly-week';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import type { Viewer } from './contract-view';
import type { TimeEntryRowDb } from './schema';
import type { NewTimeEntry } from './time-entries.repository';

const CONTRACT_NOT_FOUND = 'Contract not found';
const ENTRY_NOT_FOUND = 'Time entry not found';
const MAX_ENTRY_MINUTES = 24 * 60;
export const WEEK_LOCKED = 'This week is locked: it was invoiced on Monday at 12:00 UTC';
export const PAUSED = {
  card_refused:
    "This contract is paused: the client's card was refused. Time can be logged again once a card works",
  idle: 'This contract is paused: no time was logged for 30 days. Resume it to log time again',
} as const;
export const TIMER_RUNNING = 'A timer is already running; stop it first';

/** An hourly contract as its parties and admins read it: a stranger 404, not hourly 409. */
export async function readHourlyContract(uow: UnitOfWork, contractId: string, viewer: Viewer) {
  const c = await uow.read.timeEntries.findHourlyContract(contractId);
  if (!c || (viewer.id !== c.clientId && viewer.id !== c.freelancerId && viewer.role !== 'admin')) {
    throw notFound(CONTRACT_NOT_FOUND);
  }
  if (c.type !== 'hourly' || c.hourlyRateCents === null)
    throw conflict('Time is logged on hourly contracts only');
  return { ...c, rate: c.hourlyRateCents };
}

type Span = Pick<NewTimeEntry, 'week' | 'startedAt' | 'endedAt' | 'minutes' | 'memo'>;

/**
 * Logging time on hourly contracts (issue 27, ADR 037): the freelancer's timer and manual entries, in
 * 10-minute units, changeable until their week is invoiced; both parties read the week.
 */
export function createTimeEntriesService(uow: UnitOfWork, clock: Clock) {
  const toEntry = (row: TimeEntryRowDb): TimeEntry => ({
    id: row.id,
    contractId: row.contractId,
    week: row.week,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    minutes: row.minutes,
    memo: row.memo,
    source: row.source,
    locked: isWeekLocked(row.week, clock.now()),
  });

  /** The contract locked for its freelancer's change: a stranger 404, the client 403, not hourly or ended 409. */
  async function lockForFreelancer(tx: Tx, contractId: string, viewer: Viewer) {
    const c = await tx.repos.timeEntries.lockHourlyContract(contractId);
    if (!c || (viewer.id !== c.clientId && viewer.id !== c.freelancerId && viewer.role !== 'admin')) {
      throw notFound(CONTRACT_NOT_FOUND);
    }
    if (viewer.id !== c.freelancerId) throw forbidden('Only the freelancer can log time');
    if (c.type !== 'hourly') throw conflict('Time is logged on hourly contracts only');
    if (c.status !== 'active') throw conflict('This contract has ended');
    if (c.pauseReason) throw conflict(PAUSED[c.pauseReason]);
    return c;
  }

  /** A request's entry as stored: in 10-minute units, within a day, not in the future nor in a locked week. */
  function spanOf(body: TimeEntryRequest): Span {
    const now = clock.now();
    let span: Span;
    if ('startedAt' in body) {
      const startedAt = new Date(body.startedAt);
      const endedAt = new Date(body.endedAt);
      if (endedAt <= startedAt) throw badRequest('The end must be after the start');
      span = {
        startedAt,
        endedAt,
        minutes: minutesBetween(startedAt, endedAt),
        week: weekOf(startedAt),
        memo: body.memo,
      };
    } else {
      const startedAt = new Date(`${body.date}T00:00:00Z`);
      const endedAt = new Date(startedAt.getTime() + body.minutes * 60_000);
      span = { startedAt, endedAt, minutes: body.minutes, week: weekOfDate(body.date), memo: body.memo };
      // A duration on today is not in the future however long it is.
      if (startedAt > now) throw badRequest('Time cannot be logged in the future');
    }
    if (span.minutes < TIME_UNIT_MINUTES)
      throw badRequest(`An entry must be at least ${TIME_UNIT_MINUTES} minutes`);
    if (span.minutes > MAX_ENTRY_MINUTES) throw badRequest('An entry can be at most 24 hours');
    if ('startedAt' in body && span.endedAt! > now) throw badRequest('Time cannot be logged in the future');
    if (isWeekLocked(span.week, now)) throw conflict(WEEK_LOCKED);
    return span;
  }

  async function lockEntry(tx: Tx, contractId: string, entryId: string, viewer: Viewer) {
    await lockForFreelancer(tx, contractId, viewer);
    const entry = await tx.repos.timeEntries.find(contractId, entryId);
    if (!entry) throw notFound(ENTRY_NOT_FOUND);
    if (isWeekLocked(entry.week, clock.now())) throw conflict(WEEK_LOCKED);
    return entry;
  }

  return {
    add: (contractId: string, viewer: Viewer, body: TimeEntryRequest) =>
      uow.run(async (tx) => {
        await lockForFreelancer(tx, contractId, viewer);
        const span = spanOf(body);
        const row = await tx.repos.timeEntries.insert({
          ...span,
          contractId,
          freelancerId: viewer.id,
          source: 'manual',
        });
        return { data: toEntry(row) };
      }),

    edit: (contractId: string, entryId: string, viewer: Viewer, body: TimeEntryRequest) =>
      uow.run(async (tx) => {
        const entry = await lockEntry(tx, contractId, entryId, viewer);
        if (!entry.endedAt) throw conflict('Stop the timer before editing this entry');
        // A changed span is manual time: only the timer's own record counts as tracked (ADR 037).
        const row = await tx.repos.timeEntries.update(
          entry.id,
          { ...spanOf(body), source: 'manual' },
          clock.now(),
        );
        return { data: toEntry(row) };
      }),

    remove: (contractId: string, entryId: string, viewer: Viewer) =>
      uow.run(async (tx) => {
        const entry = await lockEntry(tx, contractId, entryId, viewer);
        await tx.repos.timeEntries.remove(entry.id);
        return { message: 'Time entry deleted' };
      }),

    async startTimer(contractId: string, viewer: Viewer, memo: string | undefined) {
      try {
        return await uow.run(async (tx) => {
          await lockForFreelancer(tx, contractId, viewer);
          if (await tx.repos.timeEntries.running(viewer.id)) throw conflict(TIMER_RUNNING);
          const now = clock.now();
          const row = await tx.repos.timeEntries.insert({
            contractId,
            freelancerId: viewer.id,
            week: weekOf(now),
            startedAt: now,
            endedAt: null,
            minutes: 0,
            memo: memo ?? '',
            source: 'timer',
          });
          return { data: toEntry(row) };
        });
      } catch (err) {
        // Two starts at once: the partial unique index keeps one running timer per person.
        if (isUniqueViolation(err)) throw conflict(TIMER_RUNNING);
        throw err;
      }
    },

    /**
     * The timer's time, to the nearest 10 minutes and at least one unit. A timer left running past
     * its week's invoice lands in the week it was stopped in: an invoiced week never grows.
     */
    stopTimer: (contractId: string, viewer: Viewer, memo: string | undefined) =>
      uow.run(async (tx) => {
        await lockForFreelancer(tx, contractId, viewer);
        const running = await tx.repos.timeEntries.running(viewer.id);
        if (running?.contractId !== contractId) throw conflict('No timer is running on this contract');
        const text = memo ?? running.memo;
        if (!text) throw badRequest('Memo is required');
        const now = clock.now();
        const minutes = Math.min(
          MAX_ENTRY_MINUTES,
          Math.max(TIME_UNIT_MINUTES, minutesBetween(running.startedAt, now)),
        );
        const week = isWeekLocked(running.week, now) ? weekOf(now) : running.week;
        const row = await tx.repos.timeEntries.update(
          running.id,
          { endedAt: now, minutes, memo: text, week },
          now,
        );
        return { data: toEntry(row) };
      }),

    /** A week of a contract (this week by default) for its parties and admins. */
    async timesheet(contractId: string, viewer: Viewer, week?: string): Promise<{ data: Timesheet }> {
      const c = await readHourlyContract(uow, contractId, viewer);
      const now = clock.now();
      const monday = week ?? weekOf(now);
      const rows = await uow.read.timeEntries.ofWeek(contractId, monday);
      const finished = rows.filter((r) => r.endedAt !== null);
      const running = await uow.read.timeEntries.running(c.freelancerId);
      const times = weekTimes(monday);
      const invoice = await uow.read.hourlyCharges.invoiceOf(contractId, monday);
      return {
        data: {
          week: monday,
          hourlyRateCents: c.rate,
          ...weekTotals(
            finished.reduce((sum, r) => sum + r.minutes, 0),
            c.weeklyLimitHours,
            c.rate,
          ),
          locked: isWeekLocked(monday, now),
          invoice: invoice && { ...invoice, releasedAt: invoice.releasedAt?.toISOString() ?? null },
          invoiceAt: times.invoiceAt.toISOString(),
          reviewEndsAt: times.reviewEndsAt.toISOString(),
          paused:
            c.pausedAt && c.pauseReason ? { reason: c.pauseReason, since: c.pausedAt.toISOString() } : null,
          entries: finished.map(toEntry),
          running: running?.contractId === contractId ? toEntry(running) : null,
          now: now.toISOString(),
        },
      };
    },
  };
}
