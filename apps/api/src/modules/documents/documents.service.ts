import type { BillingParty, DocumentView, StatementQuery } from '@skillora/shared';
import { notFound } from '../../lib/http-error';
import { paginate } from '../../lib/paginate';
import type { UnitOfWork } from '../../outbox';
import { documentPdf } from './document-pdf';
import type { DocumentRow } from './documents.repository';
import { type Statement, statementOf } from './statement';

type Reader = { id: string; role: string };

/** [from, to] whole days, UTC, as the instants [start of from, start of the day after to). */
const range = (q: Pick<StatementQuery, 'from' | 'to'>) => {
  const from = new Date(`${q.from}T00:00:00.000Z`);
  const to = new Date(`${q.to}T00:00:00.000Z`);
  to.setUTCDate(to.getUTCDate() + 1);
  return { from, to };
};

function viewOf(d: DocumentRow, corrects: { id: string; number: string } | null): DocumentView {
  return {
    id: d.id,
    number: d.number,
    kind: d.kind,
    issuedAt: d.issuedAt.toISOString(),
    amountCents: d.amountCents,
    feeCents: d.feeCents,
    grossCents: d.grossCents,
    currency: d.currency,
    description: d.description,
    milestoneId: d.milestoneId,
    contractId: d.contractId,
    corrects,
    issuer: d.issuer,
    customer: d.customer,
  };
}

/** Reading documents and statements, and the billing details the next documents will freeze. */
export function createDocumentsService(uow: UnitOfWork) {
  const repos = uow.read;

  /** The document and what it corrects, if the reader owns it or is an admin; else 404 (not 403: it is not theirs to know of). */
  async function readable(id: string, reader: Reader) {
    const doc = await repos.documents.findById(id);
    if (!doc || (doc.userId !== reader.id && reader.role !== 'admin')) throw notFound('Document not found');
    const corrected = doc.corrects ? await repos.documents.findById(doc.corrects) : null;
    return { doc, corrects: corrected ? { id: corrected.id, number: corrected.number } : null };
  }

  async function statement(
    userId: string | null,
    q: Pick<StatementQuery, 'from' | 'to'>,
  ): Promise<Statement> {
    let holder = 'Skillora (all users)';
    if (userId) {
      const user = await repos.users.findById(userId);
      if (!user) throw notFound('User not found');
      const details = await repos.billingDetails.find(userId);
      holder = details?.legalName ?? user.name;
    }
    const { from, to } = range(q);
    return statementOf(holder, q.from, q.to, await repos.documents.inRange(userId, from, to));
  }

  return {
    async list(userId: string, query: { page: number; limit: number }) {
      const { rows, total } = await repos.documents.page(userId, query);
      const data = rows.map((r) => ({ ...r, issuedAt: r.issuedAt.toISOString() }));
      return paginate.page(data, total, query);
    },

    async get(id: string, reader: Reader) {
      const { doc, corrects } = await readable(id, reader);
      return { data: viewOf(doc, corrects) };
    },

    async pdf(id: string, reader: Reader) {
      const { doc, corrects } = await readable(id, reader);
      return { number: doc.number, bytes: await documentPdf(doc, corrects?.number ?? null) };
    },

    statement,

    async billingDetails(userId: string) {
      return { data: await repos.billingDetails.find(userId) };
    },

    async saveBillingDetails(userId: string, details: BillingParty) {
      return { data: await uow.run((tx) => tx.repos.billingDetails.save(userId, details)) };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
