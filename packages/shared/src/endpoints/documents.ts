import {
  BillingDetailsSchema,
  DocumentParamsSchema,
  GetBillingDetailsResponseSchema,
  GetDocumentResponseSchema,
  GetDocumentsQuerySchema,
  GetDocumentsResponseSchema,
  PutBillingDetailsResponseSchema,
} from '../schemas/documents';
import { endpoint } from './endpoint';

/**
 * A user's receipts, fee invoices and credit notes, and their billing details (issue 28, ADR 034).
 */
export const documentsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/documents',
    query: GetDocumentsQuerySchema,
    response: GetDocumentsResponseSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/documents/:id',
    params: DocumentParamsSchema,
    response: GetDocumentResponseSchema,
  }),
  billingDetails: endpoint({
    method: 'GET',
    path: '/api/me/billing-details',
    response: GetBillingDetailsResponseSchema,
  }),
  saveBillingDetails: endpoint({
    method: 'PUT',
    path: '/api/me/billing-details',
    body: BillingDetailsSchema,
    response: PutBillingDetailsResponseSchema,
  }),
};

/**
 * The downloads, not JSON (no response schema): the browser opens them as links, built from these
 * paths (`pathOf` and a query string), so no URL is typed by hand.
 */
export const documentFiles = {
  pdf: { method: 'GET', path: '/api/documents/:id.pdf' },
  statement: { method: 'GET', path: '/api/statements' },
  adminStatement: { method: 'GET', path: '/api/admin/statements' },
} as const;
