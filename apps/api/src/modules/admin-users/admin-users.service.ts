import type { GetUsersQuery, GetUsersResponse, UserChangeResponse } from '@skillora/shared';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import type { SessionsService } from '../auth';
import { createAdminUsersRepository } from './admin-users.repository';

export function createAdminUsersService(uow: UnitOfWork, sessions: SessionsService) {
  const users = uow.bind(createAdminUsersRepository);

  /**
   * Blocking also deletes every session of the user in the same transaction, so their open tabs
   * are signed out (live) and get 401 on their next request. Admin accounts are never blocked.
   */
  const changeStatus = (id: string, status: 'active' | 'blocked', actorId: string) =>
    users.run(async (repo, tx) => {
      const before = await repo.lock(id);
      if (!before) throw notFound('User not found');
      if (status === 'blocked' && before.role === 'admin') throw forbidden('An admin cannot be blocked');
      const row = await repo.setStatus(id, status);
      if (status === 'blocked') await sessions.revokeAllIn(tx, id, 'blocked');
      await recordAudit(tx.db, {
        actorId,
        action: status === 'blocked' ? 'user.block' : 'user.unblock',
        entity: 'user',
        entityId: id,
        before: { status: before.status },
        after: { status },
      });
      return row;
    });

  return {
    async list(query: GetUsersQuery): Promise<GetUsersResponse> {
      const { rows, total } = await users.read.page(query);
      return paginate.page(rows, total, query);
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
