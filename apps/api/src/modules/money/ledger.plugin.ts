import { adminMoneyEndpoints } from '@skillora/shared/endpoints/admin-money';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { adminScope } from '../auth';
import { adminPayments } from './admin-ledger';
import { auditLedger } from './ledger-audit';
import './repositories';

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
    async (request) => adminPayments(app.uow.read, request.query),
  );
};

/** The double-entry ledger (ADR 020): the admin's audit of it. */
export const ledgerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(adminScope(adminLedgerRoutes), { prefix: '/api/admin' });
  },
  { name: 'ledger', dependencies: ['session', 'db'] },
);
