import { weekOf, weekTimes, zonedToInstant } from '@skillora/shared/hourly-week';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import type { Viewer } from './contract-view';

declare module '../../outbox' {
  interface EventMap {
    /** Timer: Sunday 18:00 of the week in the freelancer's zone; reminds them if the week has no hours. */
    'hourly.log_reminder_due': { contractId: string; week: string };
    /** The freelancer logged nothing this week (told in-app and by mail). */
    'hourly.log_reminder': { contractId: string; freelancerId: string; week: string };
    /** Timer: 30 days after time was last logged, the contract is paused if still nothing came. */
    'hourly.idle_check_due': { contractId: string };
    /** No hours for 30 days: the contract is paused; both parties are told. */
    'hourly.paused': { contractId: string; clientId: string; freelancerId: string };
    /** A party resumed a contract paused for having no hours. */
    'hourly.resumed': { contractId: string; clientId: string; freelancerId: string; byId: string };
  }
}

const DAY_MS = 86_400_000;
export const IDLE_DAYS = 30;
/** The freelancer's reminder: this wall-clock time on the week's Sunday, in their own zone. */
export const LOG_REMINDER_TIME = '18:00';

const sundayOf = (monday: string) =>
  new Date(new Date(`${monday}T00:00:00Z`).getTime() + 6 * DAY_MS).toISOString().slice(0, 10);

/** When the freelancer is reminded about `week`: Sunday 18:00 where they are (UTC without a zone). */
export function logReminderAt(week: string, timeZone: string | null): Date {
  const sunday = sundayOf(week);
  try {
    return zonedToInstant(sunday, LOG_REMINDER_TIME, timeZone ?? 'UTC');
  } catch {
    // A zone the runtime does not know: the reminder goes at the same wall time in UTC.
    return zonedToInstant(sunday, LOG_REMINDER_TIME, 'UTC');
  }
}

/**
 * The reminder of the first week whose Sunday evening (in the freelancer's zone) is still ahead,
 * from `week` on; the zone is read now, so a changed zone counts from the next reminder.
 */
async function scheduleLogReminder(tx: Tx, clock: Clock, contractId: string, week: string) {
  const c = await tx.repos.timeEntries.findHourlyContract(contractId);
  if (!c) return;
  const zone = (await tx.repos.profiles.findFreelancerProfile(c.freelancerId))?.timeZone ?? null;
  let monday = week;
  while (logReminderAt(monday, zone) <= clock.now()) monday = weekOf(weekTimes(monday).end);
  tx.emit(
    'hourly.log_reminder_due',
    `timer:log-reminder:${contractId}:${monday}`,
    { contractId, week: monday },
    { availableAt: logReminderAt(monday, zone) },
  );
}

const scheduleIdleCheck = (tx: Tx, contractId: string, at: Date) =>
  tx.emit('hourly.idle_check_due', `timer:idle:${contractId}`, { contractId }, { availableAt: at });

/**
 * The clocks of an hourly contract besides its invoices (issue 27, ADR 037): the freelancer's
 * Sunday-evening reminder of a week without hours, and the pause after 30 days without hours, which
 * either party lifts. Each timer is a due row of the outbox on the injectable clock.
 */
export function hourlyClocks(uow: UnitOfWork, clock: Clock) {
  return {
    /** From `contract.started`: the first reminder and the first idle check. */
    start: (contractId: string) =>
      uow.run(async (tx) => {
        const c = await tx.repos.timeEntries.findHourlyContract(contractId);
        if (c?.type !== 'hourly') return;
        await scheduleLogReminder(tx, clock, contractId, weekOf(clock.now()));
        scheduleIdleCheck(tx, contractId, new Date(clock.now().getTime() + IDLE_DAYS * DAY_MS));
      }),

    /** The reminder's timer: told only if the week has no time and the contract can take some. */
    remind: (contractId: string, week: string) =>
      uow.run(async (tx) => {
        const c = await tx.repos.timeEntries.findHourlyContract(contractId);
        if (c?.status !== 'active' || c.type !== 'hourly') return;
        await scheduleLogReminder(tx, clock, contractId, weekOf(weekTimes(week).end));
        if (c.pausedAt) return;
        if ((await tx.repos.timeEntries.ofWeek(contractId, week)).length > 0) return;
        tx.emit('hourly.log_reminder', `contract:${contractId}`, {
          contractId,
          freelancerId: c.freelancerId,
          week,
        });
      }),

    /**
     * The idle check's timer (first due IDLE_DAYS after the start): paused when no time was worked
     * for IDLE_DAYS since the later of the last entry's end and the last resume; else checked
     * again IDLE_DAYS after that. A pause
     * for a refused card keeps the check going; an idle pause ends it until a party resumes.
     */
    checkIdle: (contractId: string) =>
      uow.run(async (tx) => {
        const c = await tx.repos.timeEntries.lockHourlyContract(contractId);
        if (c?.status !== 'active' || c.type !== 'hourly' || c.pauseReason === 'idle') return;
        const now = clock.now();
        const logged = await tx.repos.timeEntries.lastLogged(contractId, now);
        const since = Math.max(c.resumedAt?.getTime() ?? 0, logged?.getTime() ?? 0);
        const dueAt = new Date(since + IDLE_DAYS * DAY_MS);
        if (dueAt > now || c.pausedAt) {
          scheduleIdleCheck(
            tx,
            contractId,
            dueAt > now ? dueAt : new Date(now.getTime() + IDLE_DAYS * DAY_MS),
          );
          return;
        }
        await tx.repos.hourlyCharges.pause(contractId, now, 'idle');
        tx.emit('hourly.paused', `contract:${contractId}`, {
          contractId,
          clientId: c.clientId,
          freelancerId: c.freelancerId,
        });
      }),

    /** Either party resumes a contract paused for having no hours; the 30 days count again from now. */
    resume: (contractId: string, viewer: Viewer) =>
      uow.run(async (tx) => {
        const c = await tx.repos.timeEntries.lockHourlyContract(contractId);
        if (!c || (viewer.id !== c.clientId && viewer.id !== c.freelancerId)) {
          throw notFound('Contract not found');
        }
        if (c.status !== 'active') throw conflict('This contract has ended');
        if (c.pauseReason === 'card_refused') {
          throw conflict(
            "This contract is paused because the client's card was refused: pay the week with a card that works",
          );
        }
        const now = clock.now();
        if (!(await tx.repos.hourlyCharges.unpause(contractId, 'idle', now))) {
          throw conflict('This contract is not paused');
        }
        scheduleIdleCheck(tx, contractId, new Date(now.getTime() + IDLE_DAYS * DAY_MS));
        tx.emit('hourly.resumed', `contract:${contractId}`, {
          contractId,
          clientId: c.clientId,
          freelancerId: c.freelancerId,
          byId: viewer.id,
        });
        return { message: 'The contract is resumed: time can be logged again' };
      }),
  };
}
