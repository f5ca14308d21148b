import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filesRoutes } from './files.routes';
import './repositories';

/** Serves stored files (ADR 018). Uploading is each owning module's route, through `readUpload`. */
export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(filesRoutes, { prefix: '/api' });
  },
  { name: 'files', dependencies: ['db', 'outbox', 'rate-limit'] },
);
