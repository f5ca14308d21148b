import type { FlagReason } from '@skillora/shared';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageAttachments, messages } from '../../db/schema';

/** A conversation as stored, with its parties' names, its job's title and its last message. */
export type ConversationRecord = {
  id: string;
  jobId: string;
  jobTitle: string;
  clientId: string;
  clientName: string;
  clientPhotoId: string | null;
  freelancerId: string;
  freelancerName: string;
  freelancerPhotoId: string | null;
  activityAt: Date;
  lastId: string | null;
  lastText: string | null;
  lastSenderId: string | null;
  lastCreatedAt: Date | null;
  unreadCount: number;
  contractId: string | null;
};

/** Read and delivered marks of one conversation: what a message's state is computed from. */
export type Marks = {
  clientId: string;
  freelancerId: string;
  clientReadAt: Date | null;
  freelancerReadAt: Date | null;
  clientDeliveredAt: Date | null;
  freelancerDeliveredAt: Date | null;
};

export type MessageRecord = {
  id: string;
  conversationId: string;
  senderId: string;
  text: string;
  createdAt: Date;
  flagReasons: FlagReason[];
};

const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The viewer's read mark in a conversation row `c` (null for an admin, who has none). */
const readMarkOf = (viewerId: string | null) =>
  sql`case when c.client_id = ${viewerId} then c.client_read_at else c.freelancer_read_at end`;

function conversationSelect(viewerId: string | null) {
  return sql`
    select c.id, c.job_id, j.title as job_title, c.client_id, cu.name as client_name,
      cu.photo_file_id as client_photo_id, c.freelancer_id, fu.name as freelancer_name,
      fu.photo_file_id as freelancer_photo_id,
      coalesce(c.last_message_at, c.created_at) as activity_at,
      lm.id as last_id, lm.text as last_text, lm.sender_id as last_sender_id, lm.created_at as last_created_at,
      (select count(*)::int from messages m where m.conversation_id = c.id and m.sender_id <> ${viewerId}
        and m.created_at > coalesce(${readMarkOf(viewerId)}, '-infinity')) as unread_count,
      (select k.id from contracts k where k.job_id = c.job_id and k.client_id = c.client_id
        and k.freelancer_id = c.freelancer_id order by k.created_at desc limit 1) as contract_id
    from conversations c
    join jobs j on j.id = c.job_id
    join users cu on cu.id = c.client_id
    join users fu on fu.id = c.freelancer_id
    left join lateral (select id, text, sender_id, created_at from messages m where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1) lm on true`;
}

function toConversation(r: Record<string, unknown>): ConversationRecord {
  return {
    id: String(r.id),
    jobId: String(r.job_id),
    jobTitle: String(r.job_title),
    clientId: String(r.client_id),
    clientName: String(r.client_name),
    clientPhotoId: r.client_photo_id === null ? null : String(r.client_photo_id),
    freelancerId: String(r.freelancer_id),
    freelancerName: String(r.freelancer_name),
    freelancerPhotoId: r.freelancer_photo_id === null ? null : String(r.freelancer_photo_id),
    activityAt: date(r.activity_at),
    lastId: r.last_id === null ? null : String(r.last_id),
    lastText: r.last_text === null ? null : String(r.last_text),
    lastSenderId: r.last_sender_id === null ? null : String(r.last_sender_id),
    lastCreatedAt: dateOrNull(r.last_created_at),
    unreadCount: Number(r.unread_count),
    contractId: r.contract_id === null ? null : String(r.contract_id),
  };
}

function toMessage(r: Record<string, unknown>): MessageRecord {
  return {
    id: String(r.id),
    conversationId: String(r.conversation_id),
    senderId: String(r.sender_id),
    text: String(r.text),
    createdAt: date(r.created_at),
    flagReasons: (r.flag_reasons as FlagReason[] | null) ?? [],
  };
}

function toMarks(r: Record<string, unknown>): Marks {
  return {
    clientId: String(r.client_id),
    freelancerId: String(r.freelancer_id),
    clientReadAt: dateOrNull(r.client_read_at),
    freelancerReadAt: dateOrNull(r.freelancer_read_at),
    clientDeliveredAt: dateOrNull(r.client_delivered_at),
    freelancerDeliveredAt: dateOrNull(r.freelancer_delivered_at),
  };
}

const isParty = (viewerId: string) => sql`(c.client_id = ${viewerId} or c.freelancer_id = ${viewerId})`;

export function createMessagesRepository(db: Executor) {
  const rows = async (query: SQL) => (await db.execute<Record<string, unknown>>(query)).rows;

  return {
    /** One conversation; `viewerId` null reads it as an admin (no unread count of their own). */
    async findConversation(id: string, viewerId: string | null): Promise<ConversationRecord | null> {
      const [row] = await rows(sql`${conversationSelect(viewerId)} where c.id = ${id}`);
      return row ? toConversation(row) : null;
    },

    /** The viewer's conversations, most recent activity first, after `after` (the last one shown). */
    async listConversations(
      viewerId: string,
      options: { after: { at: Date; id: string } | null; q: string | undefined; limit: number },
    ): Promise<ConversationRecord[]> {
      const after = options.after
        ? sql`and (coalesce(c.last_message_at, c.created_at), c.id) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`
        : sql``;
      const like = options.q ? `%${escapeLike(options.q)}%` : null;
      const search = like
        ? sql`and (j.title ilike ${like} or (case when c.client_id = ${viewerId} then fu.name else cu.name end) ilike ${like})`
        : sql``;
      const found = await rows(sql`${conversationSelect(viewerId)}
        where ${isParty(viewerId)} ${after} ${search}
        order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
        limit ${options.limit + 1}`);
      return found.map(toConversation);
    },

    /** A client's job, if theirs. */
    async isJobOfClient(jobId: string, clientId: string): Promise<boolean> {
      const [row] = await rows(sql`select 1 as ok from jobs where id = ${jobId} and client_id = ${clientId}`);
      return row !== undefined;
    },

    /**
     * The job's client when the two may talk: the client may open a conversation with a freelancer
     * who proposed, was invited or was offered the job; the freelancer once the client reached out
     * (an invitation or an offer).
     */
    async clientWhoMayTalkTo(jobId: string, freelancerId: string, openedBy: 'client' | 'freelancer') {
      const invitedOrOffered = sql`exists (select 1 from job_invitations i where i.job_id = j.id and i.freelancer_id = ${freelancerId})
              or exists (select 1 from offers o where o.job_id = j.id and o.freelancer_id = ${freelancerId})`;
      const link =
        openedBy === 'client'
          ? sql`exists (select 1 from proposals p where p.job_id = j.id and p.freelancer_id = ${freelancerId})
              or ${invitedOrOffered}`
          : invitedOrOffered;
      const [row] = await rows(sql`select j.client_id from jobs j where j.id = ${jobId} and (${link})`);
      return row ? String(row.client_id) : null;
    },

    /** Opens the conversation unless it exists; true when this call created it. */
    async openConversation(jobId: string, clientId: string, freelancerId: string) {
      const created = await rows(sql`
        insert into conversations (job_id, client_id, freelancer_id) values (${jobId}, ${clientId}, ${freelancerId})
        on conflict (job_id, freelancer_id) do nothing returning id`);
      if (created[0]) return { id: String(created[0].id), isNew: true };
      const [row] = await rows(
        sql`select id from conversations where job_id = ${jobId} and freelancer_id = ${freelancerId}`,
      );
      return { id: String(row!.id), isNew: false };
    },

    /**
     * Locks the conversation for a send (so messages in one conversation get strictly increasing
     * times in commit order) and tells whether a contract exists between its parties.
     */
    async lockForSend(id: string) {
      const [row] = await rows(sql`
        select c.client_id, c.freelancer_id, exists (select 1 from contracts k where k.job_id = c.job_id
          and k.client_id = c.client_id and k.freelancer_id = c.freelancer_id) as has_contract
        from conversations c where c.id = ${id} for update of c`);
      if (!row) return null;
      return {
        clientId: String(row.client_id),
        freelancerId: String(row.freelancer_id),
        hasContract: Boolean(row.has_contract),
      };
    },

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
      return { ...message, flagReasons: message.flagReasons as FlagReason[] };
    },

    async marks(conversationId: string): Promise<Marks | null> {
      const [row] = await rows(sql`select * from conversations c where c.id = ${conversationId}`);
      return row ? toMarks(row) : null;
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
        select m.id, m.conversation_id, m.sender_id, m.text, m.created_at, m.flag_reasons from messages m
        where m.conversation_id = ${conversationId} ${where} order by ${order} limit ${limit + 1}`);
      return found.map(toMessage);
    },

    /**
     * Marks everything up to the last message as read (`kind` 'read') or received ('delivered') by
     * the user, in one conversation or all of theirs; answers the conversations that changed.
     */
    async markUpToLast(userId: string, kind: 'read' | 'delivered', conversationId: string | null) {
      const only = conversationId ? sql`and id = ${conversationId}` : sql``;
      const changed: { id: string; otherId: string; upTo: string }[] = [];
      for (const side of ['client', 'freelancer'] as const) {
        const other = side === 'client' ? sql`freelancer_id` : sql`client_id`;
        const self = sql.raw(`${side}_id`);
        const delivered = sql.raw(`${side}_delivered_at`);
        const read = sql.raw(`${side}_read_at`);
        const set =
          kind === 'read'
            ? sql`${read} = last_message_at, ${delivered} = last_message_at`
            : sql`${delivered} = last_message_at`;
        const mark = kind === 'read' ? read : delivered;
        const updated = await rows(sql`
          update conversations set ${set}
          where ${self} = ${userId} ${only} and last_message_at > coalesce(${mark}, '-infinity')
          returning id, ${other} as other_id, last_message_at`);
        changed.push(
          ...updated.map((r) => ({
            id: String(r.id),
            otherId: String(r.other_id),
            upTo: date(r.last_message_at).toISOString(),
          })),
        );
      }
      return changed;
    },

    async unreadTotal(userId: string): Promise<number> {
      const [row] = await rows(sql`
        select count(*)::int as count from messages m join conversations c on c.id = m.conversation_id
        where ${isParty(userId)} and m.sender_id <> ${userId}
          and m.created_at > coalesce(${readMarkOf(userId)}, '-infinity')`);
      return Number(row?.count ?? 0);
    },

    async conversationOfContract(contractId: string): Promise<string | null> {
      const [row] = await rows(sql`
        select c.id from contracts k join conversations c on c.job_id = k.job_id and c.freelancer_id = k.freelancer_id
        where k.id = ${contractId}`);
      return row ? String(row.id) : null;
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
        select a.file_id, a.thumbnail_file_id, a.name from message_attachments a
        join messages m on m.id = a.message_id
        where a.id = ${attachmentId} and m.conversation_id = ${conversationId}`);
      if (!row) return null;
      return {
        fileId: String(row.file_id),
        thumbnailFileId: row.thumbnail_file_id === null ? null : String(row.thumbnail_file_id),
        name: String(row.name),
      };
    },

    /** Flagged messages, newest first, for the admins' list. */
    async listFlagged(page: number, limit: number) {
      const [counted] = await rows(
        sql`select count(*)::int as total from messages where cardinality(flag_reasons) > 0`,
      );
      const found = await rows(sql`
        select m.id, m.conversation_id, m.text, m.created_at, m.flag_reasons, j.title as job_title,
          s.id as sender_id, s.name as sender_name, r.id as recipient_id, r.name as recipient_name
        from messages m
        join conversations c on c.id = m.conversation_id
        join jobs j on j.id = c.job_id
        join users s on s.id = m.sender_id
        join users r on r.id = case when m.sender_id = c.client_id then c.freelancer_id else c.client_id end
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
          sender: { id: String(r.sender_id), name: String(r.sender_name) },
          recipient: { id: String(r.recipient_id), name: String(r.recipient_name) },
          jobTitle: String(r.job_title),
        })),
      };
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
