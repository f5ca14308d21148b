import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminScope } from '../auth';
import { adminStatementsRoutes, documentsRoutes } from './documents.routes';
import { createDocumentsService } from './documents.service';
import { setPlatformDetails } from './issuer';
import { setPdfFontsDir } from './pdf-page';
import './repositories';

/** Receipts, fee invoices, credit notes and statements (issue 28, ADR 034); issued by money's moves. */
export const documentsPlugin = fp(
  async (app: FastifyInstance) => {
    const c = app.config;
    setPlatformDetails({
      legalName: c.PLATFORM_LEGAL_NAME,
      addressLines: c.PLATFORM_ADDRESS.split('|')
        .map((l) => l.trim())
        .filter(Boolean),
      city: c.PLATFORM_CITY,
      postalCode: c.PLATFORM_POSTAL_CODE,
      country: c.PLATFORM_COUNTRY,
      taxId: c.PLATFORM_TAX_ID ?? null,
    });
    setPdfFontsDir(c.pdfFontsDir);
    const service = createDocumentsService(app.uow);
    await app.register(documentsRoutes, { prefix: '/api', service });
    await app.register(adminScope(adminStatementsRoutes), { prefix: '/api/admin', service });
  },
  { name: 'documents', dependencies: ['session', 'outbox'] },
);
