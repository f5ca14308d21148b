import { AdminStatementQuerySchema, DocumentParamsSchema, StatementQuerySchema } from '@skillora/shared';
import { documentFiles, documentsEndpoints } from '@skillora/shared/endpoints/documents';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { routesOf } from '../../lib/route-of';
import { viewer } from '../auth';
import { contentDisposition } from '../files';
import type { DocumentsService } from './documents.service';
import { type Statement, statementCsv, statementPdf } from './statement';

type Options = { service: DocumentsService };
const errors = errorResponses(400, 401, 403, 404);

/** A download: its type, its file name, and never kept by a shared cache. */
function download(reply: FastifyReply, type: string, name: string, body: Uint8Array | string) {
  reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', contentDisposition('attachment', name));
  return reply.type(type).send(typeof body === 'string' ? body : Buffer.from(body));
}

export async function sendStatement(reply: FastifyReply, s: Statement, format: 'csv' | 'pdf', name: string) {
  const file = `${name}-${s.from}-to-${s.to}`;
  if (format === 'pdf') return download(reply, 'application/pdf', `${file}.pdf`, await statementPdf(s));
  return download(reply, 'text/csv; charset=utf-8', `${file}.csv`, statementCsv(s));
}

/** A download's route under the plugin's prefix. */
const under = (prefix: string, file: { path: string }) => file.path.slice(prefix.length);

/** Under /api: the signed-in user's documents, statements and billing details (issue 28, ADR 034). */
export const documentsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['documents'];
  const serve = routesOf(app, { tags, response: errors });

  serve(
    documentsEndpoints.list,
    'My receipts, fee invoices and credit notes, newest first',
    async (request) => service.list(viewer(request).id, request.query),
  );
  serve(documentsEndpoints.get, 'One document (its owner and admins only)', async (request) =>
    service.get(request.params.id, viewer(request)),
  );
  app.get(
    under(app.prefix, documentFiles.pdf),
    {
      schema: {
        tags,
        summary: 'One document as a PDF (its owner and admins only)',
        params: DocumentParamsSchema,
      },
    },
    async (request, reply) => {
      const { number, bytes } = await service.pdf(request.params.id, viewer(request));
      return download(reply, 'application/pdf', `${number}.pdf`, bytes);
    },
  );
  app.get(
    under(app.prefix, documentFiles.statement),
    {
      schema: {
        tags,
        summary:
          'My statement of a range of days (both included, UTC) as CSV or PDF: paid, received, fees, refunds',
        querystring: StatementQuerySchema,
      },
    },
    async (request, reply) => {
      const q = request.query;
      return sendStatement(
        reply,
        await service.statement(viewer(request).id, q),
        q.format,
        'skillora-statement',
      );
    },
  );
  serve(
    documentsEndpoints.billingDetails,
    'The billing details my next documents will show',
    async (request) => service.billingDetails(viewer(request).id),
  );
  serve(
    documentsEndpoints.saveBillingDetails,
    'Save my billing details (documents already issued keep what they show)',
    async (request) => service.saveBillingDetails(viewer(request).id, request.body),
  );
};

/** Under /api/admin (an admin scope): a user's statement, or the platform's when no user is named. */
export const adminStatementsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.get(
    under(app.prefix, documentFiles.adminStatement),
    {
      schema: {
        tags: ['admin: payments'],
        summary: "A user's statement (userId) or the platform's (no userId), as CSV or PDF",
        querystring: AdminStatementQuerySchema,
      },
    },
    async (request, reply) => {
      const { userId, format, ...days } = request.query;
      const name = userId ? `skillora-statement-${userId}` : 'skillora-platform-statement';
      return sendStatement(reply, await service.statement(userId ?? null, days), format, name);
    },
  );
};
