import type { GetMyProposalsQuery, MyProposalRow, Proposal, ProposalFields } from '@skillora/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema';
import { budgetColumns, toBudget } from '../jobs';
import { proposalColumns, withIsoDates } from './proposal-sql';
import { proposals } from './schema';

/** A proposal its freelancer may still change: not withdrawn or declined, on a job still open. */
const changeable = sql`${proposals.status} in ('submitted', 'shortlisted') and exists (
  select 1 from ${jobs} where ${jobs.id} = ${proposals.jobId} and ${jobs.status} = 'open'
)`;

const jobColumns = {
  id: jobs.id,
  title: jobs.title,
  status: jobs.status,
  isListed: jobs.isListed,
  ...budgetColumns,
};

export function createFreelancerProposalsRepository(db: Executor) {
  const mine = (id: string, freelancerId: string) =>
    and(eq(proposals.id, id), eq(proposals.freelancerId, freelancerId));

  return {
    /** Throws the database's unique violation when this freelancer already proposed on the job. */
    async insert(jobId: string, freelancerId: string, fields: ProposalFields): Promise<Proposal> {
      const [row] = await db
        .insert(proposals)
        .values({ jobId, freelancerId, ...fields })
        .returning(proposalColumns);
      return withIsoDates(row!);
    },

    /** My proposal with the job it is for; null for anyone else's. */
    async findMine(id: string, freelancerId: string) {
      const [row] = await db
        .select({ ...proposalColumns, job: jobColumns })
        .from(proposals)
        .innerJoin(jobs, eq(jobs.id, proposals.jobId))
        .where(mine(id, freelancerId));
      return row ?? null;
    },

    /** Null when the proposal stopped being changeable since it was read (a race with the client). */
    async update(
      id: string,
      freelancerId: string,
      change: Partial<ProposalFields>,
    ): Promise<Proposal | null> {
      const [row] = await db
        .update(proposals)
        .set({ ...change, updatedAt: sql`now()` })
        .where(and(mine(id, freelancerId), changeable))
        .returning(proposalColumns);
      return row ? withIsoDates(row) : null;
    },

    /** Newest first, each with its job's title, status and budget, in two statements. */
    async listMine(
      freelancerId: string,
      query: GetMyProposalsQuery,
    ): Promise<{ rows: MyProposalRow[]; total: number }> {
      const where = and(
        eq(proposals.freelancerId, freelancerId),
        query.status ? eq(proposals.status, query.status) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ ...proposalColumns, job: jobColumns })
          .from(proposals)
          .innerJoin(jobs, eq(jobs.id, proposals.jobId))
          .where(where)
          .orderBy(desc(proposals.createdAt), desc(proposals.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(proposals).where(where),
      ]);
      return {
        rows: rows.map(({ job: { budgetType, budgetMinCents, budgetMaxCents, ...job }, ...row }) => ({
          ...withIsoDates(row),
          job: { ...job, budget: toBudget({ budgetType, budgetMinCents, budgetMaxCents }) },
        })),
        total: counted?.total ?? 0,
      };
    },
  };
}

export type FreelancerProposalsRepository = ReturnType<typeof createFreelancerProposalsRepository>;
