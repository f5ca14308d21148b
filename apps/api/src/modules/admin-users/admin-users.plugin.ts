import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminUsersRoutes } from './admin-users.routes';
import './repositories';

/** The admin's clients and freelancers lists, with block and unblock. */
export const adminUsersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(adminScope(adminUsersRoutes), { prefix: '/api/admin/users' });
  },
  { name: 'admin-users', dependencies: ['session'] },
);
