import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contracts,
  jobs,
  milestones,
  notificationMailOptOuts,
  notifications,
  offers,
  payments,
  signingKeys,
  users,
} from '../../db/schema';

export type NewNotification = {
  eventId: number;
  recipientId: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  groupKey?: string | null;
  createdAt: Date;
  readAt?: Date | null;
};

/** A position in a recipient's list: newest first, ties by id. */
export type NotificationCursor = { createdAt: Date; id: string };

/** Notifications, their mail opt-outs, and the facts their texts are made of. */
export function createNotificationsRepository(db: Executor) {
  return {
    /** Null when this event already made this recipient's notification (a retried handler). */
    async insert(row: NewNotification): Promise<string | null> {
      const [created] = await db
        .insert(notifications)
        .values(row)
        .onConflictDoNothing({ target: [notifications.eventId, notifications.recipientId] })
        .returning({ id: notifications.id });
      return created?.id ?? null;
    },

    async list(recipientId: string, limit: number, after?: NotificationCursor) {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            after
              ? or(
                  lt(notifications.createdAt, after.createdAt),
                  and(eq(notifications.createdAt, after.createdAt), lt(notifications.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async countUnread(recipientId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(notifications)
        .where(and(eq(notifications.recipientId, recipientId), isNull(notifications.readAt)));
      return row?.n ?? 0;
    },

    /** Only the recipient's own: another user's id is silently not touched. */
    async markRead(recipientId: string, ids: readonly string[] | 'all', at: Date) {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
          ),
        );
    },

    /** Reads a group's notifications (a conversation's messages) when the recipient read the group itself. */
    async markGroupRead(recipientId: string, groupKey: string) {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(notifications.groupKey, groupKey),
            isNull(notifications.readAt),
          ),
        );
    },

    /** Whether the recipient had read the conversation up to this message already (its tab was open). */
    async messageSeenBy(messageId: string, recipientId: string): Promise<boolean> {
      const { rows } = await db.execute<{ seen: boolean }>(sql`
        select coalesce(case when c.client_id = ${recipientId} then c.client_read_at else c.freelancer_read_at end
          >= m.created_at, false) as seen
        from messages m join conversations c on c.id = m.conversation_id where m.id = ${messageId}`);
      return rows[0]?.seen === true;
    },

    async findForMail(id: string) {
      const [row] = await db
        .select({
          notification: notifications,
          email: users.email,
          name: users.name,
          role: users.role,
          status: users.status,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.recipientId))
        .where(eq(notifications.id, id));
      return row ?? null;
    },

    async markMailed(id: string, at: Date) {
      await db.update(notifications).set({ mailedAt: at }).where(eq(notifications.id, id));
    },

    /** Whether a mail of this group went to the recipient since `since` (the message batching). */
    async wasGroupMailedSince(recipientId: string, groupKey: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipientId),
            eq(notifications.groupKey, groupKey),
            gt(notifications.mailedAt, since),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async optOuts(userId: string): Promise<string[]> {
      const rows = await db
        .select({ kind: notificationMailOptOuts.kind })
        .from(notificationMailOptOuts)
        .where(eq(notificationMailOptOuts.userId, userId));
      return rows.map((r) => r.kind);
    },

    async isOptedOut(userId: string, kind: string): Promise<boolean> {
      const [row] = await db
        .select({ kind: notificationMailOptOuts.kind })
        .from(notificationMailOptOuts)
        .where(and(eq(notificationMailOptOuts.userId, userId), eq(notificationMailOptOuts.kind, kind)));
      return Boolean(row);
    },

    async setOptOut(userId: string, kind: string, isOut: boolean) {
      if (isOut) {
        await db.insert(notificationMailOptOuts).values({ userId, kind }).onConflictDoNothing();
        return;
      }
      await db
        .delete(notificationMailOptOuts)
        .where(and(eq(notificationMailOptOuts.userId, userId), eq(notificationMailOptOuts.kind, kind)));
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return Boolean(row);
    },

    /** The named key, made by whichever instance asks first. */
    async signingKey(name: string, candidate: string): Promise<string> {
      await db.insert(signingKeys).values({ name, secret: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ secret: signingKeys.secret })
        .from(signingKeys)
        .where(eq(signingKeys.name, name));
      return row!.secret;
    },

    // The facts a notification's words are made of.

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

    async userRole(userId: string) {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role ?? null;
    },

    async userName(userId: string) {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
      return row?.name ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** A conversation read in Messages reads its bell notifications too, in the reading transaction. */
export const markConversationNotificationsReadIn = (
  db: Executor,
  recipientId: string,
  conversationId: string,
) => createNotificationsRepository(db).markGroupRead(recipientId, messageGroupKey(conversationId));

/** The group of a conversation's message notifications: one mail per group per half hour, read together. */
export const messageGroupKey = (conversationId: string) => `conversation:${conversationId}`;
