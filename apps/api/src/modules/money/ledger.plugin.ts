import { adminMoneyEndpoints } from '@skillora/shared/endpoints/admin-money';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import { route } from '../../lib/route-of';
import { adminScope } from '../auth';
import { createAdminPaymentsRepository } from './admin-payments.repository';
import { auditLedger } from './ledger-audit';

const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    adminMoneyEndpoints.ledgerAudit,
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Recompute every balance from the transfers and check every money invariant',
        response: errorResponses(401, 403),
      },
    },
    async () => ({ data: await auditLedger(app.db) }),
  );

  const payments = createAdminPaymentsRepository(app.db);
  route(
    app,
    adminMoneyEndpoints.payments,
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Every money movement, newest first, filtered by kind, date and user, with the totals',
        response: errorResponses(400, 401, 403),
      },
    },
    async (request) => {
      const [{ rows, total }, totals] = await Promise.all([payments.list(request.query), payments.totals()]);
      return { ...paginate.page(rows, total, request.query), totals };
    },
  );
};

/** The double-entry ledger (ADR 020): the admin's audit of it. */
export const ledgerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(adminScope(adminLedgerRoutes), { prefix: '/api/admin' });
  },
  { name: 'ledger', dependencies: ['session', 'db'] },
);
