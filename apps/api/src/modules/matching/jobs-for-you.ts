import type { Clock } from '../../lib/clock';
import type { Dispatcher, UnitOfWork } from '../../outbox';
import type { MatchingService } from './matching.service';
import { JOBS_FOR_YOU } from './weights';

declare module '../../outbox' {
  interface EventMap {
    /** Timer: a freelancer's weekly jobs mail is due (its row in jobs_for_you_mails says whether it still is). */
    'matching.jobs_for_you_due': { freelancerId: string };
    /** Up to 5 new open jobs for a freelancer, best match first: notifications mail them. */
    'matching.jobs_for_you': { freelancerId: string; jobs: Array<{ id: string; title: string }> };
  }
}

const timerSubject = (freelancerId: string) => `timer:jobs-for-you:${freelancerId}`;

/**
 * The weekly "jobs for you" mail (issue 29, ADR 041). A freelancer who saves a profile is enrolled
 * once, due a week later; each due timer takes the row FOR UPDATE SKIP LOCKED, moves it a week on,
 * schedules the next timer and — when the profile is complete, the mail is wanted and new jobs
 * match — emits the jobs for notifications to mail, all in one transaction.
 */
export function registerJobsForYou(deps: {
  outbox: Dispatcher;
  uow: UnitOfWork;
  clock: Clock;
  matching: MatchingService;
}) {
  const { outbox, uow, clock, matching } = deps;
  const read = uow.read;

  outbox.on('profile.saved', 'matching: enrol in the weekly jobs mail', async ({ payload }) => {
    const freelancerId = payload.userId;
    await uow.run(async (tx) => {
      const dueAt = new Date(clock.now().getTime() + JOBS_FOR_YOU.everyMs);
      if (await tx.repos.jobsForYou.enrol(freelancerId, dueAt))
        tx.emit(
          'matching.jobs_for_you_due',
          timerSubject(freelancerId),
          { freelancerId },
          { availableAt: dueAt },
        );
    });
  });

  /** The jobs to send: none to an incomplete profile or one that switched the mail off. */
  async function newJobsFor(freelancerId: string, sentAt: Date | null) {
    const [findable, optedOut] = await Promise.all([
      read.talentCandidates.isFindable(freelancerId),
      read.notifications.isOptedOut(freelancerId, 'jobs_for_you'),
    ]);
    if (!findable || optedOut) return [];
    // New: published in the last week, and after the last mail, so no job is sent twice.
    const weekAgo = clock.now().getTime() - JOBS_FOR_YOU.everyMs;
    const since = new Date(Math.max(weekAgo, sentAt?.getTime() ?? 0));
    const { ranked } = await matching.rankedJobsFor(freelancerId, since);
    return ranked.slice(0, JOBS_FOR_YOU.jobs).map(({ job }) => ({ id: job.id, title: job.title }));
  }

  outbox.on('matching.jobs_for_you_due', 'matching: the weekly jobs mail', async ({ payload }) => {
    const { freelancerId } = payload;
    const before = await read.jobsForYou.find(freelancerId);
    if (!before || before.dueAt > clock.now()) return;
    // Ranked before the transaction: PGlite has one connection, and a read beside an open
    // transaction would wait for it.
    const jobs = await newJobsFor(freelancerId, before.sentAt);
    await uow.run(async (tx) => {
      const now = clock.now();
      const row = await tx.repos.jobsForYou.lockDue(freelancerId, now);
      if (!row) return;
      // Weekly from the first due date; after a long stop, a week from now.
      const weekOn = row.dueAt.getTime() + JOBS_FOR_YOU.everyMs;
      const next = new Date(weekOn > now.getTime() ? weekOn : now.getTime() + JOBS_FOR_YOU.everyMs);
      await tx.repos.jobsForYou.reschedule(freelancerId, next, jobs.length ? now : null);
      tx.emit(
        'matching.jobs_for_you_due',
        timerSubject(freelancerId),
        { freelancerId },
        { availableAt: next },
      );
      if (jobs.length) tx.emit('matching.jobs_for_you', `user:${freelancerId}`, { freelancerId, jobs });
    });
  });
}
