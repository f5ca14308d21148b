import type { WarnUserResponse } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import type { Tx, UnitOfWork } from '../../outbox';
import { recordModerationActionIn } from './record-action';

declare module '../../outbox' {
  interface EventMap {
    /** An admin warned a user: the notifications module tells them, with the reason (ADR 030). */
    'user.warned': { actionId: string; userId: string };
  }
}

/**
 * An admin warns a client or a freelancer, about one of their messages or in general (issue 31,
 * ADR 030): recorded as a moderation action, audited, and told to the user (bell and mail) after
 * commit by the `user.warned` event.
 */
export function createWarnUser(uow: UnitOfWork) {
  return (userId: string, adminId: string, body: WarnBody): Promise<WarnUserResponse> =>
    uow.run((tx) => warnUserIn(tx, userId, adminId, body));
}

type WarnBody = { reason: string; messageId?: string | undefined };

/** The warning in the caller's transaction (the reports queue closes the reports with it). */
export async function warnUserIn(
  tx: Tx,
  userId: string,
  adminId: string,
  body: WarnBody,
): Promise<WarnUserResponse> {
  const user = await tx.repos.users.findById(userId);
  if (!user || user.deletedAt) throw notFound('User not found');
  if (user.role === 'admin') throw forbidden('An admin cannot be warned');
  const messageId = body.messageId ?? null;
  if (messageId) {
    const message = await tx.repos.messages.findWithParties(messageId);
    if (!message) throw notFound('Message not found');
    if (message.senderId !== userId) throw badRequest('That message was not sent by this user');
  }
  const row = await recordModerationActionIn(tx, {
    action: 'warn',
    subjectType: messageId ? 'message' : 'user',
    subjectId: messageId ?? userId,
    userId,
    reason: body.reason,
    adminId,
  });
  await recordAudit(tx.db, {
    actorId: adminId,
    action: 'user.warn',
    entity: 'user',
    entityId: userId,
    before: null,
    after: { reason: body.reason, messageId },
  });
  tx.emit('user.warned', `user:${userId}`, { actionId: row.id, userId });
  return {
    data: {
      id: row.id,
      userId,
      reason: row.reason,
      messageId,
      createdAt: row.createdAt.toISOString(),
    },
    message: 'Warning sent',
  };
}
