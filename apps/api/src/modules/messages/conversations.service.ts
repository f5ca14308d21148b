import type { Conversation, GetConversationsQuery, GetConversationsResponse } from '@skillora/shared';
import { forbidden, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Repositories, Tx, UnitOfWork } from '../../outbox';
import { markConversationNotificationsReadIn } from '../notifications';
import { canReadConversation, canWriteConversation, type Viewer } from './conversation-policy';
import { conversationsOf, decodeCursor, encodeCursor } from './conversation-view';
import type {
  ConversationMatch,
  ConversationRecord,
  ConversationsRepository,
} from './conversations.repository';

export const NOT_FOUND = 'Conversation not found';

/** The conversation if the viewer may read it (a party, or an admin); 404 otherwise. */
export async function readable(repo: ConversationsRepository, id: string, viewer: Viewer) {
  const found = await repo.find(id, viewer.role === 'admin' ? null : viewer.id);
  if (!found || !canReadConversation(found, viewer)) throw notFound(NOT_FOUND);
  return found;
}

/** Marks the user's conversations (or one) read or delivered up to their last message, and emits each change. */
export async function markUpToLast(tx: Tx, userId: string, kind: 'read' | 'delivered', id: string | null) {
  for (const changed of await tx.repos.conversations.markUpToLast(userId, kind, id))
    tx.emit('conversation.read', `conversation:${changed.id}`, {
      conversationId: changed.id,
      readerId: userId,
      otherId: changed.otherId,
      kind,
      upTo: changed.upTo,
    });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search of the viewer's conversations: the jobs titled, or the other parties named, like `q`. */
async function matchOf(repos: Repositories, viewerId: string, q: string): Promise<ConversationMatch> {
  const like = `%${escapeLike(q)}%`;
  const contacts = await repos.conversations.contactsOf(viewerId);
  const [jobIds, otherIds] = await Promise.all([
    repos.jobs.idsTitledLike(contacts.jobIds, like),
    repos.users.idsNamedLike(contacts.otherIds, like),
  ]);
  return { jobIds, otherIds };
}

/**
 * Whether the two may talk about the job: the client with a freelancer who proposed, was invited or
 * was offered it; the freelancer once the client reached out (an invitation or an offer).
 */
async function mayTalk(repos: Repositories, jobId: string, freelancerId: string, openedBy: Viewer['role']) {
  const [invited, offered, proposed] = await Promise.all([
    repos.invitations.isInvited(jobId, freelancerId),
    repos.offers.existsFor(jobId, freelancerId),
    openedBy === 'client'
      ? repos.freelancerProposals.findOnJobs(freelancerId, [jobId]).then((found) => found.length > 0)
      : false,
  ]);
  return invited || offered || proposed;
}

/** A party's conversations: the list, one, opening one, and the read and delivered marks. */
export function createConversationsService(uow: UnitOfWork) {
  /** One conversation as shown; `viewerId` null for an admin. */
  async function show(record: ConversationRecord, viewerId: string | null): Promise<Conversation> {
    const [shown] = await conversationsOf(uow.read, [record], viewerId);
    if (!shown) throw notFound(NOT_FOUND);
    return shown;
  }

  const get = async (id: string, viewer: Viewer) =>
    show(await readable(uow.read.conversations, id, viewer), viewer.role === 'admin' ? null : viewer.id);

  return {
    get,

    async list(viewer: Viewer, query: GetConversationsQuery): Promise<GetConversationsResponse> {
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      // Opening the list means this user's app has the messages: the senders see "delivered".
      await uow.run((tx) => markUpToLast(tx, viewer.id, 'delivered', null));
      const match = query.q ? await matchOf(uow.read, viewer.id, query.q) : null;
      const found = await uow.read.conversations.list(viewer.id, { after, match, limit: query.limit });
      const page = paginate.cursor(found, query.limit, encodeCursor);
      return { data: await conversationsOf(uow.read, page.data, viewer.id), nextCursor: page.nextCursor };
    },

    async conversationOfContract(contractId: string): Promise<Conversation> {
      const contract = await uow.read.contracts.findParties(contractId);
      const id = contract && (await uow.read.conversations.idOf(contract.jobId, contract.freelancerId));
      if (!id) throw notFound('No conversation for this contract yet');
      const found = await uow.read.conversations.find(id, null);
      if (!found) throw notFound(NOT_FOUND);
      return show(found, null);
    },

    /**
     * Opens (or finds) the conversation on a job: a client with a freelancer who proposed on it or
     * was offered it; a freelancer with the client who made them an offer.
     */
    async open(viewer: Viewer, jobId: string, freelancerId: string) {
      if (viewer.role === 'admin') throw forbidden('Admins read conversations but do not take part');
      if (viewer.role === 'freelancer' && freelancerId !== viewer.id)
        throw forbidden('You can only open your own conversations');
      const opened = await uow.run(async ({ repos }) => {
        const [job] = await repos.jobs.findCards([jobId]);
        if (viewer.role === 'client') {
          if (job?.clientId !== viewer.id) throw notFound('Job not found');
          if (!(await mayTalk(repos, jobId, freelancerId, 'client')))
            throw notFound('This freelancer has not sent a proposal for this job');
          return repos.conversations.open(jobId, viewer.id, freelancerId);
        }
        if (!job || !(await mayTalk(repos, jobId, viewer.id, 'freelancer')))
          throw notFound('You can message a client here once they contact you');
        return repos.conversations.open(jobId, job.clientId, viewer.id);
      });
      return { isNew: opened.isNew, data: await get(opened.id, viewer) };
    },

    read: (id: string, viewer: Viewer) =>
      uow.run(async (tx) => {
        const found = await tx.repos.conversations.find(id, viewer.id);
        if (!found || !canWriteConversation(found, viewer)) throw notFound(NOT_FOUND);
        await markUpToLast(tx, viewer.id, 'read', id);
        // The bell's "New message" entries of this conversation are read with it: one count, not two.
        await markConversationNotificationsReadIn(tx, viewer.id, id);
        return { id, unreadCount: 0 };
      }),

    unreadCount: (viewer: Viewer) =>
      uow.run(async (tx) => {
        await markUpToLast(tx, viewer.id, 'delivered', null);
        return { count: await tx.repos.conversations.unreadTotal(viewer.id) };
      }),
  };
}
