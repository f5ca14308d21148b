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

/** Issued documents: inserted once, never changed (ADR 034); read by their owner and admins. */
export function createDocumentsRepository(db: Executor) {
  return {
    /**
     * Issues a document with the next number of its series (kind letter and the transaction's year,
     * UTC), `SKL-R-2026-000001` (six digits, more if a year ever needs them). The series row stays locked until the transaction ends, so numbers are given in commit
     * order: a transaction that rolls back gives its number back, and none is skipped or repeated.
     */
    async issue(v: NewDocument): Promise<{ id: string; number: string }> {
      // One statement, so the series row is held for as little of the transaction as can be.
      const series = sql`${LETTER[v.kind]} || '-' || to_char(now() at time zone 'UTC', 'YYYY')`;
      const result = await db.execute(sql`
        with taken as (
          insert into ${documentSeries} (series, next) values (${series}, 2)
          on conflict (series) do update set next = ${documentSeries}.next + 1
          returning series, next - 1 as seq
        )
        insert into ${documents} (series, seq, number, kind, user_id, amount_cents, fee_cents, gross_cents,
          currency, payment_id, milestone_id, contract_id, description, corrects, issuer, customer)
        select taken.series, taken.seq, 'SKL-' || taken.series || '-' || lpad(taken.seq::text, greatest(6, length(taken.seq::text)), '0'),
          ${v.kind}, ${v.userId}, ${v.amountCents}, ${v.feeCents}, ${v.grossCents}, ${v.currency},
          ${v.paymentId ?? null}, ${v.milestoneId ?? null}, ${v.contractId ?? null}, ${v.description},
          ${v.corrects ?? null}, ${JSON.stringify(v.issuer)}::jsonb, ${JSON.stringify(v.customer)}::jsonb
        from taken
        returning id, number`);
      const [row] = result.rows as Array<{ id: string; number: string }>;
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
