import type { AdminUserDetail, GetUsersQuery, GetUsersResponse, UserChangeResponse } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import type { SessionsService } from '../auth';
import { toAdminUserRow } from './admin-user-row';
import { readUserDetail } from './user-detail';

declare module '../../outbox' {
  interface EventMap {
    /** An admin blocked or unblocked a user: what depends on who is blocked (reputation) follows. */
    'user.status_changed': { userId: string; status: 'active' | 'blocked' };
  }
}

/** The admin's clients and freelancers: lists, a user's page, block and unblock (auth owns the users). */
export function createAdminUsersService(uow: UnitOfWork, sessions: SessionsService) {
  /**
   * Blocking also deletes every session of the user in the same transaction, so their open tabs
   * are signed out (live) and get 401 on their next request. Admin accounts are never blocked.
   */
  const changeStatus = (id: string, status: 'active' | 'blocked', actorId: string) =>
    uow.run(async (tx) => {
      const before = await tx.repos.users.lock(id);
      if (!before) throw notFound('User not found');
      if (status === 'blocked' && before.role === 'admin') throw forbidden('An admin cannot be blocked');
      const row = await tx.repos.users.setStatus(id, status);
      if (before.status !== status) tx.emit('user.status_changed', `user:${id}`, { userId: id, status });
      if (status === 'blocked') await sessions.revokeAllIn(tx, id, 'blocked');
      await recordAudit(tx.db, {
        actorId,
        action: status === 'blocked' ? 'user.block' : 'user.unblock',
        entity: 'user',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
      return toAdminUserRow(row);
    });

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

    block: async (id: string, actorId: string): Promise<UserChangeResponse> => ({
      data: await changeStatus(id, 'blocked', actorId),
      message: 'User blocked',
    }),

    unblock: async (id: string, actorId: string): Promise<UserChangeResponse> => ({
      data: await changeStatus(id, 'active', actorId),
      message: 'User unblocked',
    }),
  };
}
