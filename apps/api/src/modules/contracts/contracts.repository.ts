import { type ContractStatus, type MilestoneStatus, UNCOUNTED_MILESTONE_STATUSES } from '@skillora/shared';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  auditLog,
  contracts,
  jobs,
  ledgerTransfers,
  milestones,
  type OfferMilestone,
  proposals,
  users,
} from '../../db/schema';

const client = alias(users, 'client');
const freelancer = alias(users, 'freelancer');

export const contractColumns = {
  id: contracts.id,
  title: contracts.title,
  description: contracts.description,
  status: contracts.status,
  currency: contracts.currency,
  job: { id: jobs.id, title: jobs.title },
  client: { id: client.id, name: client.name },
  freelancer: { id: freelancer.id, name: freelancer.name },
  createdAt: contracts.createdAt,
  endedAt: contracts.endedAt,
};

/** What the ledger says of a contract's money, in one statement (ADR 020: balances come from transfers). */
const moneyColumns = {
  contractId: ledgerTransfers.contractId,
  funded: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} = 'fund'), 0)::text`,
  released: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} in ('release', 'fee')), 0)::text`,
  refunded: sql<string>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.code} = 'refund'), 0)::text`,
};

export type ContractMoney = { inEscrowCents: number; releasedCents: number; refundedCents: number };

export function createContractsRepository(db: Executor) {
  const joined = () =>
    db
      .select(contractColumns)
      .from(contracts)
      .innerJoin(jobs, eq(jobs.id, contracts.jobId))
      .innerJoin(client, eq(client.id, contracts.clientId))
      .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId));

  return {
    async insertFromOffer(offer: {
      id: string;
      jobId: string;
      clientId: string;
      freelancerId: string;
      title: string;
      description: string;
      currency: string;
      milestones: OfferMilestone[];
    }): Promise<string> {
      const [row] = await db
        .insert(contracts)
        .values({
          offerId: offer.id,
          jobId: offer.jobId,
          clientId: offer.clientId,
          freelancerId: offer.freelancerId,
          title: offer.title,
          description: offer.description,
          currency: offer.currency,
        })
        .returning({ id: contracts.id });
      await db.insert(milestones).values(
        offer.milestones.map((m, i) => ({
          contractId: row!.id,
          position: i + 1,
          title: m.title,
          amountCents: m.amountCents,
          currency: offer.currency,
          dueDate: m.dueDate,
        })),
      );
      return row!.id;
    },

    /** The hire shows on the proposal and fills the job: no more proposals (issue 15). */
    async markHired(proposalId: string, jobId: string): Promise<void> {
      await db
        .update(proposals)
        .set({ status: 'hired', updatedAt: sql`now()` })
        .where(eq(proposals.id, proposalId));
      await db.update(jobs).set({ status: 'in_progress', updatedAt: sql`now()` }).where(eq(jobs.id, jobId));
    },

    async find(id: string) {
      const [row] = await joined().where(eq(contracts.id, id));
      if (!row) return null;
      const rows = await db
        .select()
        .from(milestones)
        .where(eq(milestones.contractId, id))
        .orderBy(asc(milestones.position));
      return { ...row, milestones: rows };
    },

    async list(filter: { clientId?: string; freelancerId?: string; status?: ContractStatus }) {
      return joined()
        .where(
          and(
            filter.clientId ? eq(contracts.clientId, filter.clientId) : undefined,
            filter.freelancerId ? eq(contracts.freelancerId, filter.freelancerId) : undefined,
            filter.status ? eq(contracts.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(contracts.createdAt), desc(contracts.id));
    },

    /** Every contract for the admin: by status, by title or a party's name or email, newest first. */
    async adminList(query: {
      q?: string | undefined;
      status?: ContractStatus | undefined;
      page: number;
      limit: number;
    }) {
      const like = query.q ? `%${query.q}%` : null;
      const where = and(
        query.status ? eq(contracts.status, query.status) : undefined,
        like
          ? or(
              ilike(contracts.title, like),
              ilike(client.name, like),
              ilike(client.email, like),
              ilike(freelancer.name, like),
              ilike(freelancer.email, like),
            )
          : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(desc(contracts.createdAt), desc(contracts.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db
          .select({ total: count() })
          .from(contracts)
          .innerJoin(client, eq(client.id, contracts.clientId))
          .innerJoin(freelancer, eq(freelancer.id, contracts.freelancerId))
          .where(where),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    async money(contractIds: string[]): Promise<Map<string, ContractMoney>> {
      const result = new Map<string, ContractMoney>();
      if (contractIds.length === 0) return result;
      const rows = await db
        .select(moneyColumns)
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.contractId, contractIds))
        .groupBy(ledgerTransfers.contractId);
      for (const r of rows) {
        const [funded, released, refunded] = [Number(r.funded), Number(r.released), Number(r.refunded)];
        result.set(r.contractId!, {
          inEscrowCents: funded - released - refunded,
          releasedCents: released,
          refundedCents: refunded,
        });
      }
      return result;
    },

    /** Each contract's total of its milestones that count (not cancelled, proposed or declined). */
    async totals(contractIds: string[]): Promise<Map<string, number>> {
      if (contractIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: milestones.contractId,
          total: sql<string>`coalesce(sum(${milestones.amountCents}) filter (where ${notInArray(milestones.status, [...UNCOUNTED_MILESTONE_STATUSES])}), 0)::text`,
        })
        .from(milestones)
        .where(inArray(milestones.contractId, contractIds))
        .groupBy(milestones.contractId);
      return new Map(rows.map((r) => [r.id, Number(r.total)]));
    },

    /** A milestone of the contract with the contract's parties, locked for this transaction. */
    async lockMilestone(contractId: string, milestoneId: string) {
      const [row] = await db
        .select({
          milestone: milestones,
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
          contractStatus: contracts.status,
        })
        .from(milestones)
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(and(eq(milestones.id, milestoneId), eq(milestones.contractId, contractId)))
        .for('update', { of: milestones });
      return row ?? null;
    },

    async updateMilestone(
      id: string,
      change: Partial<typeof milestones.$inferInsert> & { status: MilestoneStatus },
    ) {
      const [row] = await db.update(milestones).set(change).where(eq(milestones.id, id)).returning();
      return row!;
    },

    async findMilestone(id: string) {
      const [row] = await db.select().from(milestones).where(eq(milestones.id, id));
      return row ?? null;
    },

    /** The contract's parties and status, locked; null when there is no such contract. */
    async lockContract(id: string) {
      const [row] = await db
        .select({
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
          status: contracts.status,
          currency: contracts.currency,
        })
        .from(contracts)
        .where(eq(contracts.id, id))
        .for('update');
      return row ?? null;
    },

    /** Locks every milestone of the contract (in order, so two lockers cannot deadlock); returns their ids. */
    async lockMilestoneIds(contractId: string): Promise<string[]> {
      const rows = await db
        .select({ id: milestones.id })
        .from(milestones)
        .where(eq(milestones.contractId, contractId))
        .orderBy(milestones.id)
        .for('update');
      return rows.map((r) => r.id);
    },

    /** Ends the contract: its unfunded milestones (and open proposals) are cancelled; returns how many were. */
    async end(id: string, at: Date): Promise<number> {
      const cancelled = await db
        .update(milestones)
        .set({ status: 'cancelled' })
        .where(and(eq(milestones.contractId, id), inArray(milestones.status, ['pending', 'proposed'])))
        .returning({ id: milestones.id });
      await db.update(contracts).set({ status: 'ended', endedAt: at }).where(eq(contracts.id, id));
      return cancelled.length;
    },

    /** A milestone the client proposes during the contract (ADR 024), last in order; call under the contract's lock. */
    async proposeMilestone(
      contractId: string,
      input: { title: string; amountCents: number; dueDate: string | null; currency: string },
    ) {
      const [last] = await db
        .select({ top: sql<string | null>`max(${milestones.position})::text` })
        .from(milestones)
        .where(eq(milestones.contractId, contractId));
      const [row] = await db
        .insert(milestones)
        .values({ contractId, position: Number(last?.top ?? 0) + 1, status: 'proposed', ...input })
        .returning();
      return row!;
    },

    async countMilestones(contractId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(milestones)
        .where(eq(milestones.contractId, contractId));
      return row?.n ?? 0;
    },

    async countHeld(id: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(milestones)
        .where(
          and(
            eq(milestones.contractId, id),
            inArray(milestones.status, ['funded', 'submitted', 'changes_requested']),
          ),
        );
      return row?.n ?? 0;
    },

    /** Every audited change of the contract and its milestones, oldest first, with who made it. */
    async timeline(contractId: string, milestoneIds: string[]) {
      return db
        .select({ at: auditLog.createdAt, action: auditLog.action, actor: users.name })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(
          or(
            and(inArray(auditLog.entity, ['contract', 'offer']), eq(auditLog.entityId, contractId)),
            milestoneIds.length > 0
              ? and(eq(auditLog.entity, 'milestone'), inArray(auditLog.entityId, milestoneIds))
              : undefined,
          ),
        )
        .orderBy(asc(auditLog.id));
    },

    /**
     * The newest contract of each of these (job, client, freelancer) triples, in one statement: what
     * a conversation between them links to, and whether they may share contact details.
     */
    async latestBetween(parties: readonly { jobId: string; clientId: string; freelancerId: string }[]) {
      if (parties.length === 0) return [];
      return db
        .selectDistinctOn([contracts.jobId, contracts.clientId, contracts.freelancerId], {
          id: contracts.id,
          jobId: contracts.jobId,
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
        })
        .from(contracts)
        .where(
          or(
            ...parties.map((p) =>
              and(
                eq(contracts.jobId, p.jobId),
                eq(contracts.clientId, p.clientId),
                eq(contracts.freelancerId, p.freelancerId),
              ),
            ),
          ),
        )
        .orderBy(contracts.jobId, contracts.clientId, contracts.freelancerId, desc(contracts.createdAt));
    },

    /** A contract's title and parties (what a notification or a conversation names); null if none. */
    async findParties(id: string) {
      const [row] = await db
        .select({
          id: contracts.id,
          title: contracts.title,
          jobId: contracts.jobId,
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
        })
        .from(contracts)
        .where(eq(contracts.id, id));
      return row ?? null;
    },

    /** A milestone with its contract's title and parties: what a notification about it says. */
    async findMilestoneWithParties(milestoneId: string) {
      const [row] = await db
        .select({
          title: milestones.title,
          status: milestones.status,
          amountCents: milestones.amountCents,
          currency: milestones.currency,
          submissionCount: milestones.submissionCount,
          autoReleaseAt: milestones.autoReleaseAt,
          contractTitle: contracts.title,
          clientId: contracts.clientId,
          freelancerId: contracts.freelancerId,
        })
        .from(milestones)
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(eq(milestones.id, milestoneId));
      return row ?? null;
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
export type ContractRecord = NonNullable<Awaited<ReturnType<ContractsRepository['find']>>>;
