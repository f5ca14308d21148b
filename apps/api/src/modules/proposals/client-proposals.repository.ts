import type { GetJobProposalsQuery, JobProposalRow } from '@skillora/shared';
import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { freelancerProfiles, jobs, offers, users } from '../../db/schema';
import { proposalColumns, withIsoDates } from './proposal-sql';
import { proposals } from './schema';

const { jobId: _jobId, ...ownColumns } = proposalColumns;
/** The card shows who proposes: photo, title and rate from the profile (issue 14). */
const rowColumns = {
  ...ownColumns,
  freelancer: {
    id: users.id,
    name: users.name,
    photoUrl: users.profilePic,
    title: sql<string>`coalesce(${freelancerProfiles.title}, '')`,
    hourlyRateCents: freelancerProfiles.hourlyRateCents,
  },
  // One indexed lookup per row (offers_pending_proposal_idx): the card needs no second request.
  pendingOffer: sql<{ id: string; totalCents: number } | null>`(
    select json_build_object('id', o.id, 'totalCents',
      (select coalesce(sum((m ->> 'amountCents')::bigint), 0) from jsonb_array_elements(o.milestones) m))
    from ${offers} o where o.proposal_id = ${proposals.id} and o.status = 'pending')`,
};

/** A withdrawn proposal is gone from the client's view. */
const visibleToClient = ne(proposals.status, 'withdrawn');

export function createClientProposalsRepository(db: Executor) {
  const onJobOf = (clientId: string) =>
    sql`exists (select 1 from ${jobs} where ${jobs.id} = ${proposals.jobId} and ${jobs.clientId} = ${clientId})`;

  return {
    /**
     * The proposals on one of the client's jobs, newest first; null when the job is not theirs. The
     * total is counted from the job's side, so that one statement also proves ownership.
     */
    async listForJob(
      jobId: string,
      clientId: string,
      query: GetJobProposalsQuery,
    ): Promise<{ rows: JobProposalRow[]; total: number } | null> {
      const shown = and(visibleToClient, query.status ? eq(proposals.status, query.status) : undefined);
      const [[counted], rows] = await Promise.all([
        db
          .select({ total: count(proposals.id) })
          .from(jobs)
          .leftJoin(proposals, and(eq(proposals.jobId, jobs.id), shown))
          .where(and(eq(jobs.id, jobId), eq(jobs.clientId, clientId)))
          .groupBy(jobs.id),
        db
          .select(rowColumns)
          .from(proposals)
          .innerJoin(users, eq(users.id, proposals.freelancerId))
          .leftJoin(freelancerProfiles, eq(freelancerProfiles.userId, proposals.freelancerId))
          .where(and(eq(proposals.jobId, jobId), onJobOf(clientId), shown))
          .orderBy(desc(proposals.createdAt), desc(proposals.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
      ]);
      if (!counted) return null;
      return { rows: rows.map(withIsoDates), total: counted.total };
    },

    /** A proposal on one of the client's jobs (withdrawn ones included, to say why they cannot change). */
    async findForClient(id: string, clientId: string) {
      const [row] = await db
        .select(rowColumns)
        .from(proposals)
        .innerJoin(users, eq(users.id, proposals.freelancerId))
        .leftJoin(freelancerProfiles, eq(freelancerProfiles.userId, proposals.freelancerId))
        .where(and(eq(proposals.id, id), onJobOf(clientId)));
      return row ? withIsoDates(row) : null;
    },
  };
}

export type ClientProposalsRepository = ReturnType<typeof createClientProposalsRepository>;
