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
 * A user's receipts, fee invoices and credit notes (issue 28, ADR 034). The PDFs and statements are
 * downloads, not JSON: `/api/documents/:id.pdf`, `/api/statements?from=&to=&format=` and the admins'
 * `/api/admin/statements?userId=&from=&to=&format=`, which the browser opens as links.
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

/** Where the downloads are: built here once so no URL is typed by hand. */
export const documentDownloads = {
  pdf: (id: string) => `/api/documents/${id}.pdf`,
  statement: (q: { from: string; to: string; format: 'csv' | 'pdf' }) =>
    `/api/statements?${new URLSearchParams(q)}`,
  adminStatement: (q: { userId?: string; from: string; to: string; format: 'csv' | 'pdf' }) =>
    `/api/admin/statements?${new URLSearchParams(Object.entries(q).filter(([, v]) => v) as [string, string][])}`,
};
