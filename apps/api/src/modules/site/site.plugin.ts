import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteRoutes } from './site.routes';

export const sitePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(siteRoutes, { prefix: '/api' });
  },
  { name: 'site', dependencies: ['session'] },
);
