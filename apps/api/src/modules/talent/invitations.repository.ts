import type { Invitation, PageQuery } from '@skillora/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobInvitations, jobs, PUBLIC_JOB, proposals, users } from '../../db/schema';
import { budgetColumns, toBudget } from '../jobs';

export function createInvitationsRepository(db: Executor) {
  return {
    /** The job if it is this client's: its state decides whether it can take an invitation. */
    async findOwnJob(jobId: string, clientId: string) {
      const [row] = await db
        .select({ id: jobs.id, title: jobs.title, status: jobs.status, isListed: jobs.isListed })
        .from(jobs)
        .where(and(eq(jobs.id, jobId), eq(jobs.clientId, clientId)));
      return row ?? null;
    },

    async findUser(id: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, role: users.role, status: users.status })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

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

    /** A freelancer's invitations, newest first, with the job and whether they proposed on it. */
    async listFor(freelancerId: string, query: PageQuery): Promise<{ rows: Invitation[]; total: number }> {
      const client = sql`(select ${users.name} from ${users} where ${users.id} = ${jobs.clientId})`;
      const hasProposed = sql<boolean>`exists (select 1 from ${proposals} where ${proposals.jobId} = ${jobs.id} and ${proposals.freelancerId} = ${freelancerId} and ${ne(proposals.status, 'withdrawn')})`;
      // A draft never takes an invitation; a job an admin unlisted drops out, as from the public board.
      const visible = and(eq(jobInvitations.freelancerId, freelancerId), eq(jobs.isListed, true));
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: jobInvitations.id,
            message: jobInvitations.message,
            createdAt: jobInvitations.createdAt,
            jobId: jobs.id,
            title: jobs.title,
            ...budgetColumns,
            isOpen: sql<boolean>`(${PUBLIC_JOB})`,
            clientName: client.mapWith(String),
            hasProposed,
          })
          .from(jobInvitations)
          .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
          .where(visible)
          .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: count() })
          .from(jobInvitations)
          .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
          .where(visible),
      ]);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
          job: {
            id: row.jobId,
            title: row.title,
            budget: toBudget(row),
            isOpen: Boolean(row.isOpen),
          },
          client: { name: row.clientName },
          hasProposed: Boolean(row.hasProposed),
        })),
        total: counted?.total ?? 0,
      };
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
