import type { DocumentKind } from '@skillora/shared';
import { documentFiles } from '@skillora/shared/endpoints/documents';
import { pathOf } from '../../lib/api-client';

/** What each kind of document is called on the page. */
export const KIND_LABELS: Record<DocumentKind, string> = {
  receipt: 'Receipt',
  fee_invoice: 'Fee invoice',
  credit_note: 'Credit note',
};

export const pdfUrl = (id: string) => pathOf(documentFiles.pdf.path, { id });

export const statementUrl = (q: { from: string; to: string; format: 'csv' | 'pdf' }) =>
  `${documentFiles.statement.path}?${new URLSearchParams(q)}`;

export const adminStatementUrl = (q: { userId?: string; from: string; to: string; format: 'csv' | 'pdf' }) =>
  `${documentFiles.adminStatement.path}?${new URLSearchParams(q)}`;
