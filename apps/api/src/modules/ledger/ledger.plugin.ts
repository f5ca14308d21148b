import { LedgerAuditResponseSchema } from '@skillora/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { adminScope } from '../auth';
import { auditLedger } from './ledger-audit';

const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ledger/audit',
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Recompute every balance from the transfers and check every money invariant',
        response: { 200: LedgerAuditResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await auditLedger(app.db) }),
  );
};

/** The double-entry ledger (ADR 020): the admin's audit of it. */
export const ledgerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(adminScope(adminLedgerRoutes), { prefix: '/api/admin' });
  },
  { name: 'ledger', dependencies: ['session', 'db'] },
);
