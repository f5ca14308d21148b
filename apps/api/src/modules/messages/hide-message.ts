import type { HideMessageResponse } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { recordModerationActionIn } from '../moderation';
import { NO_MARKS, toMessage } from './message-view';

declare module '../../outbox' {
  interface EventMap {
    /** An admin hid a message: both parties' open threads replace it (ADR 030). */
    'message.hidden': { conversationId: string; messageId: string; at: string; recipientIds: string[] };
  }
}

/**
 * An admin hides a message with a reason (issue 31, ADR 030): the row and its files stay, for the
 * admins and disputes; the parties read MESSAGE_REMOVED_TEXT instead and cannot download its files.
 * Recorded as a moderation action on the message and audited, in one transaction.
 */
export function createHideMessage(uow: UnitOfWork) {
  return async (id: string, adminId: string, reason: string): Promise<HideMessageResponse> =>
    (await uow.run((tx) => hideMessageIn(tx, id, adminId, reason))).answer;
}

/**
 * The hide in the caller's transaction: the reports queue (issue 30) hides a reported message and
 * closes its reports together. Returns the answer and the moderation action that records it.
 */
export async function hideMessageIn(tx: Tx, id: string, adminId: string, reason: string) {
  const found = await tx.repos.messages.findWithParties(id, 'for update');
  if (!found) throw notFound('Message not found');
  if (found.hidden) throw conflict('This message is already hidden');
  const hidden = await tx.repos.messages.hide(id, reason, adminId);
  const action = await recordModerationActionIn(tx, {
    action: 'hide',
    subjectType: 'message',
    subjectId: id,
    userId: found.senderId,
    reason,
    adminId,
  });
  await recordAudit(tx.db, {
    actorId: adminId,
    action: 'message.hide',
    entity: 'message',
    entityId: id,
    before: { hidden: false },
    after: { hidden: true, reason },
  });
  tx.emit('message.hidden', `conversation:${found.conversationId}`, {
    conversationId: found.conversationId,
    messageId: id,
    at: hidden.hidden!.at.toISOString(),
    recipientIds: [found.clientId, found.freelancerId],
  });
  const [attachments, marks] = await Promise.all([
    tx.repos.messages.attachmentsOf([id]),
    tx.repos.conversations.marks(found.conversationId),
  ]);
  const answer: HideMessageResponse = {
    data: toMessage(hidden, marks ?? NO_MARKS, attachments, true),
    message: 'Message hidden',
  };
  return { answer, actionId: action.id };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** For the reports queue (modules/moderation), which messages cannot import without a cycle. */
    hideMessageIn: typeof hideMessageIn;
  }
}
