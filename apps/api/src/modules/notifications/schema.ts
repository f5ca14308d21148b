import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, idKey, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';

/**
 * In-app notifications (issue 16, ADR 023), written by outbox handlers. `event_id` is the outbox
 * event that caused it: one notification per event and recipient, however often a handler retries.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idKey(),
    recipientId: ref('recipient_id', () => users.id, 'cascade'),
    kind: text('kind').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** What mails are batched by (a conversation): at most one mail per group per 30 minutes. */
    groupKey: text('group_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
    /** Set once its mail went out; a retried handler sees it and does not send again. */
    mailedAt: at('mailed_at'),
  },
  (t) => [
    uniqueIndex('notifications_event_recipient_idx').on(t.eventId, t.recipientId),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.recipientId).where(sql`${t.readAt} is null`),
    index('notifications_group_mailed_idx')
      .on(t.recipientId, t.groupKey, t.mailedAt)
      .where(sql`${t.groupKey} is not null and ${t.mailedAt} is not null`),
  ],
);

/** The kinds a user does not want by mail (absent: mailed). */
export const notificationMailOptOuts = pgTable(
  'notification_mail_opt_outs',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Keys shared by every instance (the unsubscribe links' HMAC key), made once on first start. */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
