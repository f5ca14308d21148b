import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idKey, ref } from '../../db/schema/columns';
import { users } from '../auth/schema';
import { files } from '../files/schema';
import { jobs } from '../jobs/schema';

/** Millisecond precision: a JavaScript Date holds the exact value, so (createdAt, id) cursors round-trip. */
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A client and a freelancer talking about one job (ADR 022): opened by the client on a proposal,
 * kept through the contract. Each party's read and delivered marks are the time of the last
 * message they have read / received.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idKey(),
    jobId: ref('job_id', () => jobs.id, 'cascade'),
    clientId: ref('client_id', () => users.id, 'cascade'),
    freelancerId: ref('freelancer_id', () => users.id, 'cascade'),
    createdAt: at('created_at').notNull().defaultNow(),
    lastMessageAt: at('last_message_at'),
    clientReadAt: at('client_read_at'),
    freelancerReadAt: at('freelancer_read_at'),
    clientDeliveredAt: at('client_delivered_at'),
    freelancerDeliveredAt: at('freelancer_delivered_at'),
  },
  (t) => [
    // One conversation per job and freelancer, even when two opens race.
    uniqueIndex('conversations_job_freelancer_idx').on(t.jobId, t.freelancerId),
    index('conversations_client_idx').on(t.clientId, t.lastMessageAt),
    index('conversations_freelancer_idx').on(t.freelancerId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: idKey(),
    conversationId: ref('conversation_id', () => conversations.id, 'cascade'),
    senderId: ref('sender_id', () => users.id, 'cascade'),
    text: text('text').notNull(),
    /** Strictly increasing within a conversation (set under the conversation's row lock). */
    createdAt: at('created_at').notNull(),
    /** Why the message was flagged for admins (contact details before a contract); empty if not. */
    flagReasons: text('flag_reasons').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Hidden by an admin (ADR 030): the row stays (evidence for disputes and admins), the parties see
     * MESSAGE_REMOVED_TEXT instead of its text and files.
     */
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_flagged_idx').on(t.createdAt).where(sql`cardinality(${t.flagReasons}) > 0`),
  ],
);

/** Files sent with a message (stored in `files`, private: served only to the parties and admins). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: idKey(),
    messageId: ref('message_id', () => messages.id, 'cascade'),
    fileId: ref('file_id', () => files.id, 'cascade'),
    /** A re-encoded preview for images; null for other files. */
    thumbnailFileId: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId, t.position)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
