import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type BillingParty, billingDetails } from './schema';

/** The billing details a user keeps in Profile Settings (what their next documents will show). */
export function createBillingDetailsRepository(db: Executor) {
  const columns = {
    legalName: billingDetails.legalName,
    addressLines: billingDetails.addressLines,
    city: billingDetails.city,
    postalCode: billingDetails.postalCode,
    country: billingDetails.country,
    taxId: billingDetails.taxId,
  };
  return {
    async find(userId: string): Promise<BillingParty | null> {
      const [row] = await db.select(columns).from(billingDetails).where(eq(billingDetails.userId, userId));
      return row ?? null;
    },

    async save(userId: string, details: BillingParty): Promise<BillingParty> {
      const [row] = await db
        .insert(billingDetails)
        .values({ userId, ...details })
        .onConflictDoUpdate({ target: billingDetails.userId, set: { ...details, updatedAt: sql`now()` } })
        .returning(columns);
      return row!;
    },

    /** A deleted account's details go (its issued documents keep theirs: the law keeps invoices). */
    async forget(userId: string): Promise<void> {
      await db.delete(billingDetails).where(eq(billingDetails.userId, userId));
    },
  };
}
