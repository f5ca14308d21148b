import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobsForYouMails } from './schema';

/** The weekly jobs mail's due dates (ADR 041). */
export function createJobsForYouRepository(db: Executor) {
  return {
    /** Enrols a freelancer once; true when this call did (and so must schedule the first timer). */
    async enrol(freelancerId: string, dueAt: Date): Promise<boolean> {
      const rows = await db
        .insert(jobsForYouMails)
        .values({ freelancerId, dueAt })
        .onConflictDoNothing()
        .returning({ id: jobsForYouMails.freelancerId });
      return rows.length > 0;
    },

    async find(freelancerId: string) {
      const [row] = await db
        .select()
        .from(jobsForYouMails)
        .where(eq(jobsForYouMails.freelancerId, freelancerId));
      return row ?? null;
    },

    /** The freelancer's row if it is due, locked; null when not due yet or another timer holds it. */
    async lockDue(freelancerId: string, now: Date) {
      const [row] = await db
        .select()
        .from(jobsForYouMails)
        .where(and(eq(jobsForYouMails.freelancerId, freelancerId), lte(jobsForYouMails.dueAt, now)))
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async reschedule(freelancerId: string, dueAt: Date, sentAt: Date | null) {
      await db
        .update(jobsForYouMails)
        .set({ dueAt, sentAt: sentAt ?? sql`${jobsForYouMails.sentAt}` })
        .where(eq(jobsForYouMails.freelancerId, freelancerId));
    },
  };
}
