import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PayoutAccountState } from './provider';
import { payoutAccounts } from './schema';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** Freelancers' connected accounts (ADR 035). */
export function createPayoutAccountsRepository(db: Executor) {
  return {
    async find(userId: string): Promise<PayoutAccountRow | null> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row ?? null;
    },

    /** Whose connected account this is (what a Connect event's `account` names). */
    async findByRef(accountRef: string): Promise<PayoutAccountRow | null> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.accountRef, accountRef));
      return row ?? null;
    },

    /** The first account made for the user stays theirs: a second concurrent set-up adds nothing. */
    async insert(
      values: { userId: string; provider: string; accountRef: string },
      state: PayoutAccountState,
    ) {
      await db
        .insert(payoutAccounts)
        .values({ ...values, ...state })
        .onConflictDoNothing();
    },

    /**
     * The provider's word on an account as of `at` (an event's `created`); an older word than the
     * one kept changes nothing. True when it was applied.
     */
    async applyState(accountRef: string, state: PayoutAccountState, at: Date): Promise<boolean> {
      const updated = await db
        .update(payoutAccounts)
        .set({ ...state, stateAt: at, updatedAt: sql`now()` })
        .where(
          and(
            eq(payoutAccounts.accountRef, accountRef),
            or(isNull(payoutAccounts.stateAt), lte(payoutAccounts.stateAt, at)),
          ),
        )
        .returning({ userId: payoutAccounts.userId });
      return updated.length === 1;
    },
  };
}
