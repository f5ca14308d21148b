import type { FlagReason } from '@skillora/shared';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { date, dateOrNull, textOrNull } from './row-values';
import { messageAttachments, messages } from './schema';

export type MessageRecord = {
  id: string;
  conversationId: string;
  senderId: string;
  text: string;
  createdAt: Date;
  flagReasons: FlagReason[];
  /** Set when an admin hid it (ADR 030). */
  hidden: { at: Date; reason: string } | null;
};

/** The columns of `m` a MessageRecord is read from. */
const MESSAGE_COLUMNS = sql`m.id, m.conversation_id, m.sender_id, m.text, m.created_at, m.flag_reasons, m.hidden_at, m.hidden_reason`;

function toMessage(r: Record<string, unknown>): MessageRecord {
  const hiddenAt = dateOrNull(r.hidden_at);
  return {
    id: String(r.id),
    conversationId: String(r.conversation_id),
    senderId: String(r.sender_id),
    text: String(r.text),
    createdAt: date(r.created_at),
    flagReasons: (r.flag_reasons as FlagReason[] | null) ?? [],
    hidden: hiddenAt ? { at: hiddenAt, reason: String(r.hidden_reason ?? '') } : null,
  };
}

/** The messages of conversations, their attachments, and the admins' list of flagged ones. */
export function createMessagesRepository(db: Executor) {
  const rows = async (query: SQL) => (await db.execute<Record<string, unknown>>(query)).rows;

  return {
    /** Adds a message after the conversation's last one (held by lockForSend) and moves the marks. */
    async insertMessage(conversationId: string, senderId: string, text: string, reasons: FlagReason[]) {
      const [inserted] = await db
        .insert(messages)
        .values({
          conversationId,
          senderId,
          text,
          flagReasons: reasons,
          // A millisecond after the last one at least: equal times would make cursors ambiguous.
          createdAt: sql`(select greatest(clock_timestamp(), coalesce(c.last_message_at + interval '1 millisecond', clock_timestamp())) from conversations c where c.id = ${conversationId})`,
        })
        .returning();
      const message = inserted!;
      await db.execute(sql`
        update conversations set last_message_at = ${message.createdAt.toISOString()}::timestamptz,
          client_read_at = case when client_id = ${senderId} then ${message.createdAt.toISOString()}::timestamptz else client_read_at end,
          client_delivered_at = case when client_id = ${senderId} then ${message.createdAt.toISOString()}::timestamptz else client_delivered_at end,
          freelancer_read_at = case when freelancer_id = ${senderId} then ${message.createdAt.toISOString()}::timestamptz else freelancer_read_at end,
          freelancer_delivered_at = case when freelancer_id = ${senderId} then ${message.createdAt.toISOString()}::timestamptz else freelancer_delivered_at end
        where id = ${conversationId}`);
      return { ...message, flagReasons: message.flagReasons as FlagReason[], hidden: null };
    },

    /**
     * One message with its conversation's job and parties; `lock` holds the message's row until the
     * transaction ends (a hide). Null when there is no such message.
     */
    async findWithParties(id: string, lock?: 'for update') {
      const [row] = await rows(sql`
        select ${MESSAGE_COLUMNS}, c.job_id, c.client_id, c.freelancer_id
        from messages m join conversations c on c.id = m.conversation_id
        where m.id = ${id} ${lock ? sql`for update of m` : sql``}`);
      if (!row) return null;
      return {
        ...toMessage(row),
        jobId: String(row.job_id),
        clientId: String(row.client_id),
        freelancerId: String(row.freelancer_id),
      };
    },

    /** Hides a message from its parties (ADR 030); the time is the database's. */
    async hide(id: string, reason: string, adminId: string): Promise<MessageRecord> {
      const [row] = await rows(sql`
        update messages m set hidden_at = now(), hidden_reason = ${reason}, hidden_by = ${adminId}
        where m.id = ${id} returning ${MESSAGE_COLUMNS}`);
      return toMessage(row!);
    },

    /** The position of a message in its conversation, for a cursor; null if not in it. */
    async positionOf(conversationId: string, messageId: string) {
      const [row] = await rows(
        sql`select created_at from messages where id = ${messageId} and conversation_id = ${conversationId}`,
      );
      return row ? { at: date(row.created_at), id: messageId } : null;
    },

    /**
     * Messages of a conversation: `older` than a position, newest first; `newer` than one, oldest
     * first (the caller turns them round); or the newest, newest first. One more than `limit`.
     */
    async listMessages(
      conversationId: string,
      from: { older: { at: Date; id: string } } | { newer: { at: Date; id: string } } | null,
      limit: number,
    ): Promise<MessageRecord[]> {
      const pos = from && ('older' in from ? from.older : from.newer);
      const position = pos ? sql`(${pos.at.toISOString()}::timestamptz, ${pos.id}::uuid)` : null;
      const isNewer = from !== null && 'newer' in from;
      const where = position
        ? isNewer
          ? sql`and (m.created_at, m.id) > ${position}`
          : sql`and (m.created_at, m.id) < ${position}`
        : sql``;
      const order = isNewer ? sql`m.created_at asc, m.id asc` : sql`m.created_at desc, m.id desc`;
      const found = await rows(sql`
        select ${MESSAGE_COLUMNS} from messages m
        where m.conversation_id = ${conversationId} ${where} order by ${order} limit ${limit + 1}`);
      return found.map(toMessage);
    },

    async insertAttachment(row: typeof messageAttachments.$inferInsert) {
      await db.insert(messageAttachments).values(row);
    },

    /** The attachments of these messages, in the order they were sent. */
    async attachmentsOf(messageIds: string[]) {
      if (messageIds.length === 0) return [];
      return db
        .select()
        .from(messageAttachments)
        .where(inArray(messageAttachments.messageId, messageIds))
        .orderBy(asc(messageAttachments.position));
    },

    /** One attachment of a conversation's message; null when it is not in that conversation. */
    async findAttachment(conversationId: string, attachmentId: string) {
      const [row] = await rows(sql`
        select a.file_id, a.thumbnail_file_id, a.name, m.hidden_at from message_attachments a
        join messages m on m.id = a.message_id
        where a.id = ${attachmentId} and m.conversation_id = ${conversationId}`);
      if (!row) return null;
      return {
        fileId: String(row.file_id),
        thumbnailFileId: textOrNull(row.thumbnail_file_id),
        name: String(row.name),
        isHidden: row.hidden_at !== null && row.hidden_at !== undefined,
      };
    },

    /** Flagged messages, newest first, for the admins' list, with their conversation's job and parties. */
    async listFlagged(page: number, limit: number) {
      const [counted] = await rows(
        sql`select count(*)::int as total from messages where cardinality(flag_reasons) > 0`,
      );
      const found = await rows(sql`
        select m.id, m.conversation_id, m.text, m.created_at, m.flag_reasons, m.hidden_at, m.hidden_reason,
          c.job_id, m.sender_id,
          case when m.sender_id = c.client_id then c.freelancer_id else c.client_id end as recipient_id
        from messages m
        join conversations c on c.id = m.conversation_id
        where cardinality(m.flag_reasons) > 0
        order by m.created_at desc, m.id desc limit ${limit} offset ${(page - 1) * limit}`);
      return {
        total: Number(counted?.total ?? 0),
        rows: found.map((r) => ({
          id: String(r.id),
          conversationId: String(r.conversation_id),
          text: String(r.text),
          createdAt: date(r.created_at).toISOString(),
          reasons: (r.flag_reasons as FlagReason[] | null) ?? [],
          hidden: r.hidden_at
            ? { at: date(r.hidden_at).toISOString(), reason: String(r.hidden_reason ?? '') }
            : null,
          jobId: String(r.job_id),
          senderId: String(r.sender_id),
          recipientId: String(r.recipient_id),
        })),
      };
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
