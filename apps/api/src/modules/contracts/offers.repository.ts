import type { OfferStatus } from '@skillora/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { jobs, type OfferMilestone, offers, proposals, users } from '../../db/schema';

const client = alias(users, 'client');
const freelancer = alias(users, 'freelancer');

const offerColumns = {
  id: offers.id,
  proposalId: offers.proposalId,
  job: { id: jobs.id, title: jobs.title },
  client: { id: client.id, name: client.name },
  freelancer: { id: freelancer.id, name: freelancer.name },
  title: offers.title,
  description: offers.description,
  currency: offers.currency,
  milestones: offers.milestones,
  status: offers.status,
  createdAt: offers.createdAt,
  contractId: sql<string | null>`(select c.id from contracts c where c.offer_id = ${offers.id})`,
};

export function createOffersRepository(db: Executor) {
  const joined = () =>
    db
      .select(offerColumns)
      .from(offers)
      .innerJoin(jobs, eq(jobs.id, offers.jobId))
      .innerJoin(client, eq(client.id, offers.clientId))
      .innerJoin(freelancer, eq(freelancer.id, offers.freelancerId));

  return {
    /** The proposal (with its job) a client may hire from; null when not on the client's job. */
    async lockProposalForClient(proposalId: string, clientId: string) {
      const [row] = await db
        .select({
          status: proposals.status,
          freelancerId: proposals.freelancerId,
          jobId: jobs.id,
          jobStatus: jobs.status,
        })
        .from(proposals)
        .innerJoin(jobs, eq(jobs.id, proposals.jobId))
        .where(and(eq(proposals.id, proposalId), eq(jobs.clientId, clientId)))
        .for('update');
      return row ?? null;
    },

    async insert(values: {
      proposalId: string;
      jobId: string;
      clientId: string;
      freelancerId: string;
      title: string;
      description: string;
      milestones: OfferMilestone[];
    }): Promise<string> {
      const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
      return row!.id;
    },

    async find(id: string) {
      const [row] = await joined().where(eq(offers.id, id));
      return row ?? null;
    },

    async listFor(party: { clientId?: string; freelancerId?: string }, statuses?: OfferStatus[]) {
      return joined()
        .where(
          and(
            party.clientId ? eq(offers.clientId, party.clientId) : undefined,
            party.freelancerId ? eq(offers.freelancerId, party.freelancerId) : undefined,
            statuses ? inArray(offers.status, statuses) : undefined,
          ),
        )
        .orderBy(desc(offers.createdAt), desc(offers.id));
    },

    /** Other offers on a job that was just filled: withdrawn, returning their ids. */
    async withdrawOthers(jobId: string, keepId: string): Promise<string[]> {
      const rows = await db
        .update(offers)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(eq(offers.jobId, jobId), eq(offers.status, 'pending'), sql`${offers.id} <> ${keepId}`))
        .returning({ id: offers.id });
      return rows.map((r) => r.id);
    },

    async countPending(freelancerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(offers)
        .where(and(eq(offers.freelancerId, freelancerId), eq(offers.status, 'pending')));
      return row?.n ?? 0;
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
export type OfferRecord = NonNullable<Awaited<ReturnType<OffersRepository['find']>>>;
