import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from './schema';

export type NewPayment = typeof payments.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

/** The provider's side of each movement: a charge, refund or payout, processing until it answers. */
export function createPaymentsRepository(db: Executor) {
  return {
    /** Throws the unique violation when a charge for the milestone is already processing or done. */
    async insert(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row!;
    },

    /** The payment if it is still processing, locked; null once finished (by another recovery, say). */
    async lockProcessing(id: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.status, 'processing')))
        .for('update');
      return row ?? null;
    },

    /**
     * Whether a charge or refund of these milestones is still waiting for the provider. Ask after
     * locking the milestones: a new statement then sees every payment committed before the lock.
     */
    async inFlight(milestoneIds: string[]): Promise<boolean> {
      if (milestoneIds.length === 0) return false;
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(inArray(payments.milestoneId, milestoneIds), eq(payments.status, 'processing')))
        .limit(1);
      return row !== undefined;
    },

    /** The card charge that funded a milestone, to refund it. */
    async findCharge(milestoneId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.milestoneId, milestoneId),
            eq(payments.kind, 'charge'),
            eq(payments.status, 'succeeded'),
          ),
        );
      return row ?? null;
    },

    /** A charge waiting for 3-D Secure: still processing, now with the provider's intent. */
    async awaitAction(id: string, providerRef: string) {
      await db.update(payments).set({ providerRef, updatedAt: sql`now()` }).where(eq(payments.id, id));
    },

    /** A payment by id, or by the provider's reference (what a webhook names). */
    async find(by: { id?: string; providerRef?: string }, lock = false): Promise<PaymentRow | null> {
      const where = by.id
        ? eq(payments.id, by.id)
        : by.providerRef
          ? eq(payments.providerRef, by.providerRef)
          : null;
      if (!where) return null;
      const query = db.select().from(payments).where(where).limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /** A freelancer's payouts that reached the provider, newest first, locked for this transaction. */
    async lockPayouts(userId: string, currency: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.kind, 'payout'),
            eq(payments.status, 'succeeded'),
            eq(payments.currency, currency),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .for('update');
    },

    async finish(
      id: string,
      change: { status: 'succeeded' | 'failed'; providerRef?: string; failure?: string },
    ) {
      await db
        .update(payments)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(payments.id, id));
    },

    /** Where a payment went or came from (a card, a payout destination): what a notification names. */
    async findMethod(id: string): Promise<string | null> {
      const [row] = await db.select({ method: payments.method }).from(payments).where(eq(payments.id, id));
      return row?.method ?? null;
    },
  };
}
