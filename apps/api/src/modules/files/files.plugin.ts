import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { filesRoutes } from './files.routes';

/** Serves stored files (ADR 018). Uploading is each owning module's route, through `readUpload`. */
export const filesPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(filesRoutes(app.db), { prefix: '/api' });
  },
  { name: 'files', dependencies: ['db', 'rate-limit'] },
);
