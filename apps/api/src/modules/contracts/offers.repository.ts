import type { OfferStatus } from '@skillora/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowById } from '../../db/reads';
import { roundsOf } from './offer-rounds';
import { offers } from './schema';

/** An offer's own columns; its job's title and its parties' names come from their owners (parties.ts). */
const offerColumns = {
  id: offers.id,
  proposalId: offers.proposalId,
  jobId: offers.jobId,
  clientId: offers.clientId,
  freelancerId: offers.freelancerId,
  title: offers.title,
  description: offers.description,
  currency: offers.currency,
  milestones: offers.milestones,
  type: offers.type,
  hourlyRateCents: offers.hourlyRateCents,
  weeklyLimitHours: offers.weeklyLimitHours,
  paymentMethod: offers.paymentMethod,
  status: offers.status,
  createdAt: offers.createdAt,
  round: offers.round,
  previousOfferId: offers.previousOfferId,
  firstOfferId: offers.firstOfferId,
  madeBy: offers.madeBy,
  note: offers.note,
  expiresAt: offers.expiresAt,
  contractId: sql<string | null>`(select c.id from contracts c where c.offer_id = ${offers.id})`,
};

export function createOffersRepository(db: Executor) {
  const offerRows = () => db.select(offerColumns).from(offers);

  return {
    async insert(values: typeof offers.$inferInsert): Promise<string> {
      const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
      return row!.id;
    },

    async find(id: string) {
      const [row] = await offerRows().where(eq(offers.id, id));
      return row ?? null;
    },

    /** Every round of a negotiation, oldest first (ADR 039). */
    async rounds(firstOfferId: string) {
      return offerRows().where(roundsOf(firstOfferId)).orderBy(offers.round);
    },

    async listFor(party: { clientId?: string; freelancerId?: string }, statuses?: OfferStatus[]) {
      return offerRows()
        .where(
          and(
            party.clientId ? eq(offers.clientId, party.clientId) : undefined,
            party.freelancerId ? eq(offers.freelancerId, party.freelancerId) : undefined,
            statuses ? inArray(offers.status, statuses) : undefined,
          ),
        )
        .orderBy(desc(offers.createdAt), desc(offers.id));
    },

    /** Other offers on a job that was just filled: withdrawn, returning who each was for. */
    async withdrawOthers(jobId: string, keepId: string): Promise<{ id: string; freelancerId: string }[]> {
      return db
        .update(offers)
        .set({ status: 'withdrawn', updatedAt: sql`now()` })
        .where(and(eq(offers.jobId, jobId), eq(offers.status, 'pending'), sql`${offers.id} <> ${keepId}`))
        .returning({ id: offers.id, freelancerId: offers.freelancerId });
    },

    async countPending(freelancerId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(offers)
        .where(
          and(
            eq(offers.freelancerId, freelancerId),
            eq(offers.status, 'pending'),
            eq(offers.madeBy, 'client'),
          ),
        );
      return row?.n ?? 0;
    },

    /** An offer's title and parties (what a notification about it names); null if none. */
    async findParties(id: string) {
      const { title, jobId, clientId, freelancerId } = offers;
      return rowById(db, offers, { title, jobId, clientId, freelancerId }, id);
    },

    /** Whether the freelancer was ever offered the job: then either party may open a conversation. */
    async existsFor(jobId: string, freelancerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.jobId, jobId), eq(offers.freelancerId, freelancerId)))
        .limit(1);
      return row !== undefined;
    },

    /** The pending offer on each of these proposals, with its total, in one statement (offers_pending_proposal_idx). */
    async pendingOf(proposalIds: readonly string[]) {
      if (proposalIds.length === 0) return [];
      return db
        .select({
          proposalId: offers.proposalId,
          id: offers.id,
          madeBy: offers.madeBy,
          totalCents:
            sql<number>`(select coalesce(sum((m ->> 'amountCents')::bigint), 0) from jsonb_array_elements(${offers.milestones}) m)`.mapWith(
              Number,
            ),
        })
        .from(offers)
        .where(and(inArray(offers.proposalId, [...proposalIds]), eq(offers.status, 'pending')));
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
export type OfferRecord = NonNullable<Awaited<ReturnType<OffersRepository['find']>>>;
