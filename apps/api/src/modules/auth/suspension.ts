import { textTime } from '@skillora/shared/text-times';
import { recordAudit } from '../../lib/audit';
import type { UnitOfWork } from '../../outbox';
import type { UserRow } from './schema';

/**
 * The login's answer to a blocked account: the admin's reason after the text clients already know
 * (ADR 030); blocks made before reasons were asked keep the bare text. A suspension (issue 30) names
 * its end as an instant the web words in the reader's zone (text-times.ts).
 */
export function blockedMessage(user: Pick<UserRow, 'blockedReason' | 'blockedUntil'>) {
  const reason = user.blockedReason;
  if (user.blockedUntil)
    return `Your account is suspended until ${textTime(user.blockedUntil)}: ${reason ?? ''}`.trim();
  return reason ? `Your account has been blocked: ${reason}` : 'Your account has been blocked';
}

/**
 * Whether a blocked user may sign in now: a suspension whose end has passed is lifted here, lazily at
 * login (issue 30) — nothing sweeps it, and until then the account reads as blocked. The lift is
 * audited and told like an unblock (`user.status_changed`, which reputation follows).
 */
export async function liftEndedSuspension(uow: UnitOfWork, user: UserRow, now: Date): Promise<boolean> {
  if (!user.blockedUntil || user.blockedUntil > now) return false;
  return uow.run(async (tx) => {
    if (!(await tx.repos.users.endSuspensionIfOver(user.id, now))) {
      // Another login lifted it a moment ago, or an admin blocked again: the row says which.
      return (await tx.repos.users.findById(user.id))?.status === 'active';
    }
    await recordAudit(tx.db, {
      actorId: null,
      action: 'user.unblock',
      entity: 'user',
      entityId: user.id,
      before: { status: 'blocked', until: user.blockedUntil!.toISOString() },
      after: { status: 'active' },
    });
    tx.emit('user.status_changed', `user:${user.id}`, { userId: user.id, status: 'active' });
    return true;
  });
}
