import { and, desc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Tx } from '../../outbox';
import { notificationMailOptOuts, notifications, signingKeys } from './schema';

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

/** Notifications, their mail opt-outs and the key that signs unsubscribe links. */
export function createNotificationsRepository(db: Executor) {
  return {
    /** A deleted account's notifications and mail choices (a kept row must not keep them either). */
    async forgetRecipient(userId: string): Promise<void> {
      await db.delete(notifications).where(eq(notifications.recipientId, userId));
      await db.delete(notificationMailOptOuts).where(eq(notificationMailOptOuts.userId, userId));
    },

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

    async find(id: string) {
      const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
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

    /** The named key, made by whichever instance asks first. */
    async signingKey(name: string, candidate: string): Promise<string> {
      await db.insert(signingKeys).values({ name, secret: candidate }).onConflictDoNothing();
      const [row] = await db
        .select({ secret: signingKeys.secret })
        .from(signingKeys)
        .where(eq(signingKeys.name, name));
      return row!.secret;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

/** A conversation read in Messages reads its bell notifications too, in the reading transaction. */
export const markConversationNotificationsReadIn = (tx: Tx, recipientId: string, conversationId: string) =>
  tx.repos.notifications.markGroupRead(recipientId, messageGroupKey(conversationId));

/** The group of a conversation's message notifications: one mail per group per half hour, read together. */
export const messageGroupKey = (conversationId: string) => `conversation:${conversationId}`;
