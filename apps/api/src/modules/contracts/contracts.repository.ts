import type { ContractStatus } from '@skillora/shared';
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowById, rowsByIds, rowsPage } from '../../db/reads';
import { auditLog } from '../../db/schema/audit-log';
import { contracts, type HourlyTerms, milestones, type OfferMilestone } from './schema';

/** A contract's own columns; its job's title and its parties' names come from their owners (parties.ts). */
const contractColumns = {
  id: contracts.id,
  title: contracts.title,
  description: contracts.description,
  status: contracts.status,
  currency: contracts.currency,
  type: contracts.type,
  hourlyRateCents: contracts.hourlyRateCents,
  weeklyLimitHours: contracts.weeklyLimitHours,
  paymentMethod: contracts.paymentMethod,
  jobId: contracts.jobId,
  clientId: contracts.clientId,
  freelancerId: contracts.freelancerId,
  createdAt: contracts.createdAt,
  endedAt: contracts.endedAt,
};

export function createContractsRepository(db: Executor) {
  const contractRows = () => db.select(contractColumns).from(contracts);

  return {
    /** The job of the pair's latest contract: a direct offer ("Hire again", ADR 039) continues it. */
    async latestJobBetween(clientId: string, freelancerId: string): Promise<string | null> {
      const [row] = await db
        .select({ jobId: contracts.jobId })
        .from(contracts)
        .where(and(eq(contracts.clientId, clientId), eq(contracts.freelancerId, freelancerId)))
        .orderBy(desc(contracts.createdAt))
        .limit(1);
      return row?.jobId ?? null;
    },

    async insertFromOffer(
      offer: {
        id: string;
        jobId: string;
        clientId: string;
        freelancerId: string;
        title: string;
        description: string;
        currency: string;
        milestones: OfferMilestone[];
      } & HourlyTerms,
    ): Promise<string> {
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
          type: offer.type,
          hourlyRateCents: offer.hourlyRateCents,
          weeklyLimitHours: offer.weeklyLimitHours,
          paymentMethod: offer.paymentMethod,
        })
        .returning({ id: contracts.id });
      // An hourly contract starts without milestones: its weeks are invoiced (ADR 037).
      if (offer.milestones.length === 0) return row!.id;
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

    async find(id: string) {
      const [row] = await contractRows().where(eq(contracts.id, id));
      if (!row) return null;
      const rows = await db
        .select()
        .from(milestones)
        .where(eq(milestones.contractId, id))
        .orderBy(asc(milestones.position));
      return { ...row, milestones: rows };
    },

    async list(filter: { clientId?: string; freelancerId?: string; status?: ContractStatus }) {
      return contractRows()
        .where(
          and(
            filter.clientId ? eq(contracts.clientId, filter.clientId) : undefined,
            filter.freelancerId ? eq(contracts.freelancerId, filter.freelancerId) : undefined,
            filter.status ? eq(contracts.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(contracts.createdAt), desc(contracts.id));
    },

    /**
     * Every contract for the admin, newest first: by status, and by a text in the title or a party
     * among `people` (the users whose name or email has the text).
     */
    async adminList(
      query: { q?: string | undefined; status?: ContractStatus | undefined; page: number; limit: number },
      people: readonly string[],
    ) {
      const where = and(
        query.status ? eq(contracts.status, query.status) : undefined,
        query.q
          ? or(
              ilike(contracts.title, `%${query.q}%`),
              inArray(contracts.clientId, [...people]),
              inArray(contracts.freelancerId, [...people]),
            )
          : undefined,
      );
      const order = [desc(contracts.createdAt), desc(contracts.id)];
      return rowsPage(db, contracts, contractColumns, { where, order }, query);
    },

    /** The contract's parties and status, locked; null when there is no such contract. */
    async lockContract(id: string) {
      const columns = {
        clientId: contracts.clientId,
        freelancerId: contracts.freelancerId,
        status: contracts.status,
        currency: contracts.currency,
      };
      return rowById(db, contracts, columns, id, 'for update');
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

    /** Every audited change of the contract and its milestones, oldest first, with who made it. */
    async timeline(contractId: string, milestoneIds: string[]) {
      return db
        .select({
          at: auditLog.createdAt,
          action: auditLog.action,
          actorId: auditLog.actorId,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
        })
        .from(auditLog)
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
      const { title, jobId, clientId, freelancerId } = contracts;
      return rowById(db, contracts, { id: contracts.id, title, jobId, clientId, freelancerId }, id);
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

    /** These contracts' titles (what the admin's ledger names). */
    async titles(ids: readonly string[]): Promise<Map<string, string>> {
      const found = await rowsByIds(db, contracts, { id: contracts.id, title: contracts.title }, ids);
      return new Map(found.map((c) => [c.id, c.title]));
    },

    /** The contracts any of these users is a party to. */
    async idsWithParties(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const found = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(or(inArray(contracts.clientId, [...userIds]), inArray(contracts.freelancerId, [...userIds])));
      return found.map((c) => c.id);
    },

    /** The contracts the user is the client of (whose funds and refunds are the user's card's). */
    async idsOfClient(userId: string): Promise<string[]> {
      const found = await db
        .select({ id: contracts.id })
        .from(contracts)
        .where(eq(contracts.clientId, userId));
      return found.map((c) => c.id);
    },
  };
}

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
export type ContractRecord = NonNullable<Awaited<ReturnType<ContractsRepository['find']>>>;
