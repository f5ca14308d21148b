import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contracts, jobs, milestones, offers, payments, users } from '../../db/schema';

/**
 * The facts a notification's words are made of, read from the modules whose events they follow
 * (jobs, contracts, money, messages) with the names of the people (auth). Still SQL over their
 * tables: those modules were being reshaped alongside (issue 24); each fact belongs in the event's
 * payload or behind a read function of the owner's.
 */
export function createNotificationFactsRepository(db: Executor) {
  return {
    /** Whether the recipient had read the conversation up to this message already (its tab was open). */
    async messageSeenBy(messageId: string, recipientId: string): Promise<boolean> {
      const { rows } = await db.execute<{ seen: boolean }>(sql`
        select coalesce(case when c.client_id = ${recipientId} then c.client_read_at else c.freelancer_read_at end
          >= m.created_at, false) as seen
        from messages m join conversations c on c.id = m.conversation_id where m.id = ${messageId}`);
      return rows[0]?.seen === true;
    },

    async jobWithName(jobId: string, userId: string) {
      const [row] = await db
        .select({ title: jobs.title, name: users.name })
        .from(jobs)
        .innerJoin(users, eq(users.id, userId))
        .where(eq(jobs.id, jobId));
      return row ?? null;
    },

    async offer(offerId: string) {
      const [row] = await db
        .select({
          title: offers.title,
          jobId: offers.jobId,
          clientId: offers.clientId,
          freelancerId: offers.freelancerId,
          clientName: sql<string>`(select name from ${users} where id = ${offers.clientId})`,
          freelancerName: sql<string>`(select name from ${users} where id = ${offers.freelancerId})`,
        })
        .from(offers)
        .where(eq(offers.id, offerId));
      return row ?? null;
    },

    async contract(contractId: string) {
      const [row] = await db
        .select({
          title: contracts.title,
          jobId: contracts.jobId,
          clientName: sql<string>`(select name from ${users} where id = ${contracts.clientId})`,
          freelancerName: sql<string>`(select name from ${users} where id = ${contracts.freelancerId})`,
        })
        .from(contracts)
        .where(eq(contracts.id, contractId));
      return row ?? null;
    },

    async milestone(milestoneId: string) {
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
          clientName: sql<string>`(select name from ${users} where id = ${contracts.clientId})`,
          freelancerName: sql<string>`(select name from ${users} where id = ${contracts.freelancerId})`,
        })
        .from(milestones)
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(eq(milestones.id, milestoneId));
      return row ?? null;
    },

    async payment(paymentId: string) {
      const [row] = await db
        .select({ amountCents: payments.amountCents, currency: payments.currency, method: payments.method })
        .from(payments)
        .where(eq(payments.id, paymentId));
      return row ?? null;
    },
  };
}

export type NotificationFacts = ReturnType<typeof createNotificationFactsRepository>;
