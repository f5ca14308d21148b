import type { GetUsersQuery, GetUsersResponse, UserChangeResponse } from '@skillora/shared';
import { forbidden, notFound } from '../../lib/http-error';
import type { SessionStore } from '../auth/session.repository';
import type { AdminUsersRepository } from './admin-users.repository';

export function createAdminUsersService(repo: AdminUsersRepository, sessions: SessionStore) {
  const changeStatus = async (id: string, status: 'active' | 'blocked', actorId: string) => {
    const change = await repo.setStatus(id, status, actorId);
    // Blocking deleted the user's sessions in that transaction; no cached one may outlive it.
    sessions.forgetCached();
    if (change.outcome === 'missing') throw notFound('User not found');
    if (change.outcome === 'admin') throw forbidden('An admin cannot be blocked');
    return change.row;
  };

  return {
    async list(query: GetUsersQuery): Promise<GetUsersResponse> {
      const { rows, total } = await repo.page(query);
      return {
        data: rows,
        total,
        page: query.page,
        // An empty list is still "Page 1 of 1".
        pages: Math.max(1, Math.ceil(total / query.limit)),
      };
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
