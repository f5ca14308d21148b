import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentCustomers } from './schema';

/** Our users' customers at the provider, one per user and provider (ADR 037). */
export function createPaymentCustomersRepository(db: Executor) {
  return {
    async find(userId: string, provider: string): Promise<string | null> {
      const [row] = await db
        .select({ ref: paymentCustomers.customerRef })
        .from(paymentCustomers)
        .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
      return row?.ref ?? null;
    },

    /** Remembers a customer; if another request remembered one first, that one stands and is returned. */
    async remember(userId: string, provider: string, customerRef: string): Promise<string> {
      await db.insert(paymentCustomers).values({ userId, provider, customerRef }).onConflictDoNothing();
      return (await this.find(userId, provider))!;
    },
  };
}
