import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsPage } from '../../db/reads';
import { documentSeries, documents } from './schema';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocument = Omit<
  typeof documents.$inferInsert,
  'id' | 'series' | 'seq' | 'number' | 'issuedAt'
>;

const LETTER = { receipt: 'R', fee_invoice: 'F', credit_note: 'C' } as const;

/** `SKL-R-2026-000001`: the series and its number, six digits (more when a year needs them). */
export const documentNumber = (series: string, seq: number) =>
  `SKL-${series}-${String(seq).padStart(6, '0')}`;

/** Issued documents: inserted once, never changed (ADR 034); read by their owner and admins. */
export function createDocumentsRepository(db: Executor) {
  return {
    /**
     * Issues a document with the next number of its series (kind letter and the transaction's year,
     * UTC). The series row stays locked until the transaction ends, so numbers are given in commit
     * order: a transaction that rolls back gives its number back, and none is skipped or repeated.
     */
    async issue(values: NewDocument): Promise<DocumentRow> {
      const series = sql`${LETTER[values.kind]} || '-' || to_char(now() at time zone 'UTC', 'YYYY')`;
      const [taken] = await db
        .insert(documentSeries)
        .values({ series, next: 2 })
        .onConflictDoUpdate({ target: documentSeries.series, set: { next: sql`${documentSeries.next} + 1` } })
        .returning({ series: documentSeries.series, next: documentSeries.next });
      const seq = taken!.next - 1;
      const [row] = await db
        .insert(documents)
        .values({ ...values, series: taken!.series, seq, number: documentNumber(taken!.series, seq) })
        .returning();
      return row!;
    },

    async findById(id: string): Promise<DocumentRow | null> {
      const [row] = await db.select().from(documents).where(eq(documents.id, id));
      return row ?? null;
    },

    /** The receipt of a charge: what a credit note for its refund corrects. */
    async receiptOf(paymentId: string): Promise<DocumentRow | null> {
      const [row] = await db
        .select()
        .from(documents)
        .where(and(eq(documents.paymentId, paymentId), eq(documents.kind, 'receipt')));
      return row ?? null;
    },

    /** A user's documents, newest first. */
    page(userId: string, query: { page: number; limit: number }) {
      const columns = {
        id: documents.id,
        number: documents.number,
        kind: documents.kind,
        issuedAt: documents.issuedAt,
        amountCents: documents.amountCents,
        currency: documents.currency,
      };
      const order = [desc(documents.issuedAt), desc(documents.seq), desc(documents.id)];
      return rowsPage(db, documents, columns, { where: eq(documents.userId, userId), order }, query);
    },

    /** The documents issued in [from, to): one user's, or every one (the platform's statement). */
    async inRange(userId: string | null, from: Date, to: Date): Promise<DocumentRow[]> {
      const where: SQL[] = [gte(documents.issuedAt, from), lt(documents.issuedAt, to)];
      if (userId) where.push(eq(documents.userId, userId));
      return db
        .select()
        .from(documents)
        .where(and(...where))
        .orderBy(asc(documents.issuedAt), asc(documents.series), asc(documents.seq));
    },
  };
}
