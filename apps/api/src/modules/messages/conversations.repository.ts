import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { date, dateOrNull, textOrNull } from './row-values';

/**
 * A conversation as this module stores it, with its last message and the viewer's unread count. The
 * job's title, the parties' names and photos and the contract are other modules' (conversation-view.ts).
 */
export type ConversationRecord = {
  id: string;
  jobId: string;
  clientId: string;
  freelancerId: string;
  activityAt: Date;
  lastId: string | null;
  lastText: string | null;
  lastSenderId: string | null;
  lastCreatedAt: Date | null;
  /** The last message was hidden by an admin (ADR 030): its parties read MESSAGE_REMOVED_TEXT. */
  isLastHidden: boolean;
  unreadCount: number;
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

/** What a conversation-list search matches, worked out by the caller: its jobs or the other parties. */
export type ConversationMatch = { jobIds: string[]; otherIds: string[] };

/** The viewer's read mark in a conversation row `c` (null for an admin, who has none). */
const readMarkOf = (viewerId: string | null) =>
  sql`case when c.client_id = ${viewerId} then c.client_read_at else c.freelancer_read_at end`;

/** The party of conversation `c` who is not the viewer. */
const otherOf = (viewerId: string) =>
  sql`case when c.client_id = ${viewerId} then c.freelancer_id else c.client_id end`;

const isParty = (viewerId: string) => sql`(c.client_id = ${viewerId} or c.freelancer_id = ${viewerId})`;

function conversationSelect(viewerId: string | null) {
  return sql`
    select c.id, c.job_id, c.client_id, c.freelancer_id,
      coalesce(c.last_message_at, c.created_at) as activity_at,
      lm.id as last_id, lm.text as last_text, lm.sender_id as last_sender_id, lm.created_at as last_created_at,
      lm.hidden_at is not null as last_hidden,
      (select count(*)::int from messages m where m.conversation_id = c.id and m.sender_id <> ${viewerId}
        and m.created_at > coalesce(${readMarkOf(viewerId)}, '-infinity')) as unread_count
    from conversations c
    left join lateral (select id, text, sender_id, created_at, hidden_at from messages m where m.conversation_id = c.id
      order by m.created_at desc, m.id desc limit 1) lm on true`;
}

function toRecord(r: Record<string, unknown>): ConversationRecord {
  return {
    id: String(r.id),
    jobId: String(r.job_id),
    clientId: String(r.client_id),
    freelancerId: String(r.freelancer_id),
    activityAt: date(r.activity_at),
    lastId: textOrNull(r.last_id),
    lastText: textOrNull(r.last_text),
    lastSenderId: textOrNull(r.last_sender_id),
    lastCreatedAt: dateOrNull(r.last_created_at),
    isLastHidden: r.last_hidden === true,
    unreadCount: Number(r.unread_count),
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

/** Either of the matches, as SQL over `c`; nothing matches when both are empty. */
function matching(viewerId: string, match: ConversationMatch): SQL {
  const either = [
    match.jobIds.length > 0 ? sql`c.job_id in ${match.jobIds}` : null,
    match.otherIds.length > 0 ? sql`${otherOf(viewerId)} in ${match.otherIds}` : null,
  ].filter((s): s is SQL => s !== null);
  return either.length > 0 ? sql`and (${sql.join(either, sql` or `)})` : sql`and false`;
}

/** The conversations table: who talks about which job, their read and delivered marks. */
export function createConversationsRepository(db: Executor) {
  const rows = async (query: SQL) => (await db.execute<Record<string, unknown>>(query)).rows;
  const idOf = async (jobId: string, freelancerId: string): Promise<string | null> => {
    const [row] = await rows(
      sql`select id from conversations where job_id = ${jobId} and freelancer_id = ${freelancerId}`,
    );
    return row ? String(row.id) : null;
  };

  return {
    /** One conversation; `viewerId` null reads it as an admin (no unread count of their own). */
    async find(id: string, viewerId: string | null): Promise<ConversationRecord | null> {
      const [row] = await rows(sql`${conversationSelect(viewerId)} where c.id = ${id}`);
      return row ? toRecord(row) : null;
    },

    /** The viewer's conversations, most recent activity first, after `after` (the last one shown). */
    async list(
      viewerId: string,
      options: { after: { at: Date; id: string } | null; match: ConversationMatch | null; limit: number },
    ): Promise<ConversationRecord[]> {
      const after = options.after
        ? sql`and (coalesce(c.last_message_at, c.created_at), c.id) < (${options.after.at.toISOString()}::timestamptz, ${options.after.id}::uuid)`
        : sql``;
      const found = await rows(sql`${conversationSelect(viewerId)}
        where ${isParty(viewerId)} ${after} ${options.match ? matching(viewerId, options.match) : sql``}
        order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
        limit ${options.limit + 1}`);
      return found.map(toRecord);
    },

    /** Every job and other party of the viewer's conversations: what a search of them can match. */
    async contactsOf(viewerId: string): Promise<ConversationMatch> {
      const found = await rows(
        sql`select distinct c.job_id, ${otherOf(viewerId)} as other_id from conversations c where ${isParty(viewerId)}`,
      );
      return {
        jobIds: [...new Set(found.map((r) => String(r.job_id)))],
        otherIds: [...new Set(found.map((r) => String(r.other_id)))],
      };
    },

    /** Opens the conversation unless it exists; true when this call created it. */
    async open(jobId: string, clientId: string, freelancerId: string) {
      const created = await rows(sql`
        insert into conversations (job_id, client_id, freelancer_id) values (${jobId}, ${clientId}, ${freelancerId})
        on conflict (job_id, freelancer_id) do nothing returning id`);
      if (created[0]) return { id: String(created[0].id), isNew: true };
      return { id: (await idOf(jobId, freelancerId))!, isNew: false };
    },

    /** The conversation on a job with a freelancer, if there is one. */
    idOf,

    /**
     * The conversation's job and parties, locked for a send: messages in one conversation get
     * strictly increasing times in commit order.
     */
    async lockForSend(id: string) {
      const [row] = await rows(
        sql`select c.job_id, c.client_id, c.freelancer_id from conversations c where c.id = ${id} for update of c`,
      );
      if (!row) return null;
      return {
        jobId: String(row.job_id),
        clientId: String(row.client_id),
        freelancerId: String(row.freelancer_id),
      };
    },

    async marks(conversationId: string): Promise<Marks | null> {
      const [row] = await rows(sql`select * from conversations c where c.id = ${conversationId}`);
      return row ? toMarks(row) : null;
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

    /** Whether the recipient had read the conversation up to this message already (its tab was open). */
    async isSeenBy(messageId: string, recipientId: string): Promise<boolean> {
      const [row] = await rows(sql`
        select coalesce(case when c.client_id = ${recipientId} then c.client_read_at else c.freelancer_read_at end
          >= m.created_at, false) as seen
        from messages m join conversations c on c.id = m.conversation_id where m.id = ${messageId}`);
      return row?.seen === true;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
