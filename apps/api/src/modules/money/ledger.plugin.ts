import {
  AdminPaymentsRequestSchema,
  AdminPaymentsResponseSchema,
  LedgerAuditResponseSchema,
} from '@skillora/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { adminScope } from '../auth';
import { adminPayments } from './admin-ledger';
import { auditLedger } from './ledger-audit';
import './repositories';

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

  app.get(
    '/payments',
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Every money movement, newest first, filtered by kind, date and user, with the totals',
        querystring: AdminPaymentsRequestSchema,
        response: { 200: AdminPaymentsResponseSchema, ...errorResponses(400, 401, 403) },
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
