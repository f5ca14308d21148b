import type { PageQuery } from '@skillora/shared';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsPage } from '../../db/reads';
import { jobInvitations } from './schema';

export function createInvitationsRepository(db: Executor) {
  return {
    /** The unique (job, freelancer) key refuses a second invitation; the caller maps it to 409. */
    async insert(jobId: string, freelancerId: string, message: string | undefined) {
      const [row] = await db
        .insert(jobInvitations)
        .values({ jobId, freelancerId, message: message ?? null })
        .returning({
          id: jobInvitations.id,
          jobId: jobInvitations.jobId,
          freelancerId: jobInvitations.freelancerId,
          createdAt: jobInvitations.createdAt,
        });
      return { ...row!, createdAt: row!.createdAt.toISOString() };
    },

    /** Whether the freelancer was invited to the job: then either party may open a conversation. */
    async isInvited(jobId: string, freelancerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: jobInvitations.id })
        .from(jobInvitations)
        .where(and(eq(jobInvitations.jobId, jobId), eq(jobInvitations.freelancerId, freelancerId)));
      return row !== undefined;
    },

    /** Everyone invited to the job (its suggestions mark them). */
    async freelancerIdsOn(jobId: string): Promise<string[]> {
      const rows = await db
        .select({ id: jobInvitations.freelancerId })
        .from(jobInvitations)
        .where(eq(jobInvitations.jobId, jobId));
      return rows.map((r) => r.id);
    },

    /** Every job the freelancer was invited to: which of them still show is the jobs module's call. */
    async jobIdsOf(freelancerId: string): Promise<string[]> {
      const rows = await db
        .select({ jobId: jobInvitations.jobId })
        .from(jobInvitations)
        .where(eq(jobInvitations.freelancerId, freelancerId));
      return rows.map((r) => r.jobId);
    },

    /** A freelancer's invitations, newest first, but those to the jobs `hidden` names, and their total. */
    async listFor(freelancerId: string, hidden: readonly string[], query: PageQuery) {
      const visible = and(
        eq(jobInvitations.freelancerId, freelancerId),
        hidden.length > 0 ? notInArray(jobInvitations.jobId, [...hidden]) : undefined,
      );
      const { id, jobId, message, createdAt } = jobInvitations;
      const newestFirst = [desc(createdAt), desc(id)];
      return rowsPage(
        db,
        jobInvitations,
        { id, jobId, message, createdAt },
        { where: visible, order: newestFirst },
        query,
      );
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
