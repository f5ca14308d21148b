import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../../outbox';
import { adminScope } from '../auth';
import { adminUsersRoutes } from './admin-users.routes';
import { type BlockChange, changeUserStatusIn } from './admin-users.service';
import './repositories';

/** The admin's clients and freelancers lists, with block and unblock. */
export const adminUsersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('blockUserIn', (tx: Tx, id: string, actorId: string | null, block: BlockChange) =>
      changeUserStatusIn(tx, app.sessions, id, actorId, block),
    );
    await app.register(adminScope(adminUsersRoutes), { prefix: '/api/admin/users' });
  },
  { name: 'admin-users', dependencies: ['session'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** A block or suspension in the caller's transaction, for the reports queue (which cannot import this module). */
    blockUserIn: (
      tx: Tx,
      id: string,
      actorId: string | null,
      block: BlockChange,
    ) => ReturnType<typeof changeUserStatusIn>;
  }
}
