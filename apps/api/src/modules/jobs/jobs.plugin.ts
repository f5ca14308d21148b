import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { adminScope } from '../auth';
import { adminJobsRoutes } from './admin-jobs.routes';
import { clientJobsRoutes } from './client-jobs.routes';
import { refreshSkillNames } from './job-extras';
import { publicJobsRoutes } from './public-jobs.routes';
import { savedJobsRoutes } from './saved-jobs.routes';
import './job-attachments';
import './repositories';

/** Jobs: public search and pages, a client's own jobs, a freelancer's saved jobs, admin moderation. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    // A job's search text carries its skills' names (ADR 010): a renamed skill rewrites it.
    app.outbox.on('catalog.changed', 'jobs: search text of a renamed skill', async ({ payload }) => {
      if (payload.kind !== 'skills' || !payload.renamed) return;
      await app.uow.run(({ repos }) => refreshSkillNames(repos, payload.id));
    });

    // Find Work filters by the client's rating in this module's own tables (issue 26).
    app.outbox.on('reputation.changed', 'jobs: keep the client rating', async ({ payload }) => {
      if (payload.role !== 'client') return;
      await app.uow
        .run(({ repos }) => repos.clientReputation.save(payload.userId, payload))
        .catch((err: unknown) => {
          // The user was deleted since: nobody to keep it for.
          if (!isForeignKeyViolation(err)) throw err;
        });
    });

    await app.register(publicJobsRoutes, { prefix: '/api/jobs' });
    await app.register(clientJobsRoutes, { prefix: '/api/client/jobs' });
    await app.register(savedJobsRoutes, { prefix: '/api/freelancer/saved-jobs' });
    await app.register(adminScope(adminJobsRoutes), { prefix: '/api/admin/jobs' });
  },
  { name: 'jobs', dependencies: ['session', 'outbox', 'catalog'] },
);
