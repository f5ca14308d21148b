import { type Conversation, MESSAGE_REMOVED_TEXT } from '@skillora/shared';
import { badRequest } from '../../lib/http-error';
import type { Repositories } from '../../outbox';
import { fileUrl } from '../files';
import type { ConversationRecord } from './conversations.repository';

/** Conversation cursors name the last conversation shown: its activity time and id. */
export const encodeCursor = (r: ConversationRecord) =>
  Buffer.from(`${r.activityAt.toISOString()}|${r.id}`).toString('base64url');

export function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const time = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(time.getTime()))
    throw badRequest('Cursor is not valid');
  return { at: time, id };
}

const partiesKey = (p: { jobId: string; clientId: string; freelancerId: string }) =>
  `${p.jobId}|${p.clientId}|${p.freelancerId}`;

/**
 * The conversations as shown, each with its job's title (jobs), its parties' names and photos (auth)
 * and its contract (contracts): one batched read per owner however many there are (ADR 026).
 * `viewerId` null is an admin's view, who is neither party.
 */
export async function conversationsOf(
  repos: Repositories,
  records: readonly ConversationRecord[],
  viewerId: string | null,
): Promise<Conversation[]> {
  const [jobs, users, contracts] = await Promise.all([
    repos.jobs.findCards(records.map((r) => r.jobId)),
    repos.users.findCards(records.flatMap((r) => [r.clientId, r.freelancerId])),
    repos.contracts.latestBetween(records),
  ]);
  const titleOf = new Map(jobs.map((j) => [j.id, j.title]));
  const userOf = new Map(users.map((u) => [u.id, u]));
  const contractOf = new Map(contracts.map((c) => [partiesKey(c), c.id]));
  const party = (id: string) => {
    const user = userOf.get(id);
    return user && { id, name: user.name, photoUrl: user.photoFileId ? fileUrl(user.photoFileId) : null };
  };
  return records.flatMap((r) => {
    const [jobTitle, client, freelancer] = [titleOf.get(r.jobId), party(r.clientId), party(r.freelancerId)];
    // The conversation's foreign keys: one without its job or a party was deleted with them meanwhile.
    if (jobTitle === undefined || !client || !freelancer) return [];
    return [
      {
        id: r.id,
        jobId: r.jobId,
        jobTitle,
        client,
        freelancer,
        otherParty: viewerId === r.freelancerId ? client : freelancer,
        lastMessage:
          r.lastId && r.lastSenderId && r.lastCreatedAt
            ? {
                id: r.lastId,
                // A hidden message's text reaches admins only (ADR 030).
                text: r.isLastHidden && viewerId !== null ? MESSAGE_REMOVED_TEXT : (r.lastText ?? ''),
                senderId: r.lastSenderId,
                createdAt: r.lastCreatedAt.toISOString(),
              }
            : null,
        activityAt: r.activityAt.toISOString(),
        unreadCount: r.unreadCount,
        contractId: contractOf.get(partiesKey(r)) ?? null,
      },
    ];
  });
}
