import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { createActOnReports } from './act-on-reports';
import { adminReportsRoutes } from './admin-reports.routes';
import { createFileReport } from './file-report';
import { createListMyReports } from './list-my-reports';
import { moderationRoutes } from './moderation.routes';
import { createReadReportQueue } from './read-report-queue';
import { reportsRoutes } from './reports.routes';
import { createWarnUser } from './warn-user';
import './repositories';

/**
 * What admins do about people and what they write (issue 31, ADR 030): the record of every decision
 * and warnings. Hiding a message and blocking a user are their owners' (messages, admin-users), who
 * record them here.
 */
export const moderationPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(adminScope(moderationRoutes), {
      prefix: '/api/admin/users',
      warn: createWarnUser(app.uow),
    });
    await app.register(reportsRoutes, {
      prefix: '/api/reports',
      file: createFileReport(app.uow, app.clock),
      listMine: createListMyReports(app.uow),
    });
    await app.register(adminScope(adminReportsRoutes), {
      prefix: '/api/admin/reports',
      queue: createReadReportQueue(app.uow),
      act: createActOnReports(app.uow, app.clock, {
        hideMessageIn: app.hideMessageIn,
        blockUserIn: app.blockUserIn,
      }),
    });
  },
  { name: 'moderation', dependencies: ['session', 'outbox', 'messages', 'jobs', 'reviews', 'admin-users'] },
);
