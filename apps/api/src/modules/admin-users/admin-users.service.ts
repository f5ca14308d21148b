import type { AdminUserDetail, GetUsersQuery, GetUsersResponse, UserChangeResponse } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { Tx, UnitOfWork } from '../../outbox';
import type { SessionsService } from '../auth';
import { recordModerationActionIn } from '../moderation';
import { toAdminUserRow } from './admin-user-row';
import { readUserDetail } from './user-detail';

declare module '../../outbox' {
  interface EventMap {
    /** An admin blocked or unblocked a user: what depends on who is blocked (reputation) follows. */
    'user.status_changed': { userId: string; status: 'active' | 'blocked' };
  }
}

/** The admin's clients and freelancers: lists, a user's page, block and unblock (auth owns the users). */
/** A block's reason, and its end for a suspension (issue 30; none: for good). */
export type BlockChange = { reason: string; until?: Date | null };

/**
 * Blocking (with the reason the user is shown when they try to log in, ADR 030) also deletes every
 * session of the user in the same transaction, so their open tabs are signed out (live) and get 401
 * on their next request; blocking again replaces the reason. Admin accounts are never blocked.
 * Unblocking clears the reason. In the caller's transaction: the reports queue suspends with it, and
 * the automatic suspension has no admin (`actorId` null).
 */
export async function changeUserStatusIn(
  tx: Tx,
  sessions: SessionsService,
  id: string,
  actorId: string | null,
  block: BlockChange | null,
) {
  const reason = block?.reason ?? null;
  const status = reason === null ? 'active' : 'blocked';
  const before = await tx.repos.users.lock(id);
  if (!before) throw notFound('User not found');
  if (status === 'blocked' && before.role === 'admin') throw forbidden('An admin cannot be blocked');
  const row = await tx.repos.users.setStatus(
    id,
    block === null
      ? { status: 'active' }
      : { status: 'blocked', reason: block.reason, by: actorId, until: block.until ?? null },
  );
  if (before.status !== status) tx.emit('user.status_changed', `user:${id}`, { userId: id, status });
  let actionId: string | null = null;
  if (reason !== null) {
    await sessions.revokeAllIn(tx, id, 'blocked');
    actionId = (
      await recordModerationActionIn(tx, {
        action: 'block',
        subjectType: 'user',
        subjectId: id,
        userId: id,
        reason,
        adminId: actorId,
      })
    ).id;
  }
  await recordAudit(tx.db, {
    actorId,
    action: status === 'blocked' ? 'user.block' : 'user.unblock',
    entity: 'user',
    entityId: id,
    before: { status: before.status },
    after:
      block === null
        ? { status }
        : block.until
          ? { status, reason, until: block.until.toISOString() }
          : { status, reason },
  });
  return { row: toAdminUserRow(row), actionId };
}

export function createAdminUsersService(uow: UnitOfWork, sessions: SessionsService) {
  const changeStatus = async (id: string, actorId: string, reason: string | null) =>
    (
      await uow.run((tx) =>
        changeUserStatusIn(tx, sessions, id, actorId, reason === null ? null : { reason }),
      )
    ).row;

  return {
    /** One client or freelancer in full, for the admin's user page. */
    async get(id: string, now: Date): Promise<{ data: AdminUserDetail }> {
      const found = await readUserDetail(uow.read, id, now);
      if (!found) throw notFound('User not found');
      return { data: found };
    },

    async list(query: GetUsersQuery): Promise<GetUsersResponse> {
      const { rows, total } = await uow.read.userList.page(query);
      return paginate.page(rows.map(toAdminUserRow), total, query);
    },

    block: async (id: string, actorId: string, reason: string): Promise<UserChangeResponse> => ({
      data: await changeStatus(id, actorId, reason),
      message: 'User blocked',
    }),

    unblock: async (id: string, actorId: string): Promise<UserChangeResponse> => ({
      data: await changeStatus(id, actorId, null),
      message: 'User unblocked',
    }),
  };
}
