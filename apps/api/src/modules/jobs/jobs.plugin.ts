import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminJobsRoutes } from './admin-jobs.routes';
import { clientJobsRoutes } from './client-jobs.routes';
import { refreshSkillNames } from './job-extras';
import { publicJobsRoutes } from './public-jobs.routes';
import { savedJobsRoutes } from './saved-jobs.routes';
import './repositories';

/** Jobs: public search and pages, a client's own jobs, a freelancer's saved jobs, admin moderation. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    // A job's search text carries its skills' names (ADR 010): a renamed skill rewrites it.
    app.outbox.on('catalog.changed', 'jobs: search text of a renamed skill', async ({ payload }) => {
      if (payload.kind !== 'skills' || !payload.renamed) return;
      await app.uow.run(({ repos }) => refreshSkillNames(repos, payload.id));
    });

    await app.register(publicJobsRoutes, { prefix: '/api/jobs' });
    await app.register(clientJobsRoutes, { prefix: '/api/client/jobs' });
    await app.register(savedJobsRoutes, { prefix: '/api/freelancer/saved-jobs' });
    await app.register(adminScope(adminJobsRoutes), { prefix: '/api/admin/jobs' });
  },
  { name: 'jobs', dependencies: ['session', 'outbox', 'catalog'] },
);
