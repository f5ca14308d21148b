import { and, count, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginChallenges, recoveryCodes, totpFactors } from './schema';

/** Second factors, recovery codes and logins waiting for their second step (ADR 031). */
export function createTwoFactorRepository(db: Executor) {
  return {
    /** The confirmed authenticator of the user, if any. */
    findTotp: async (userId: string) => {
      const [row] = await db
        .select()
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)))
        .limit(1);
      return row ?? null;
    },

    /** Pending or confirmed, locked until the transaction ends: concurrent codes are checked one by one. */
    lockTotp: async (userId: string) => {
      const [row] = await db
        .select()
        .from(totpFactors)
        .where(eq(totpFactors.userId, userId))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    /** A new pending secret; a pending one before it is replaced. */
    savePendingTotp: async (userId: string, secret: string, at: Date) => {
      const values = { userId, secret, confirmedAt: null, lastUsedStep: null, createdAt: at };
      await db
        .insert(totpFactors)
        .values(values)
        .onConflictDoUpdate({ target: totpFactors.userId, set: values });
    },

    confirmTotp: async (userId: string, at: Date, step: number) => {
      await db
        .update(totpFactors)
        .set({ confirmedAt: at, lastUsedStep: step })
        .where(eq(totpFactors.userId, userId));
    },

    setLastUsedStep: async (userId: string, step: number) => {
      await db.update(totpFactors).set({ lastUsedStep: step }).where(eq(totpFactors.userId, userId));
    },

    deleteTotp: async (userId: string) => {
      await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
    },

    /** The user's codes are these from now on (the earlier ones, used or not, stop working). */
    replaceRecoveryCodes: async (userId: string, codeHashes: string[], at: Date) => {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db
        .insert(recoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
    },

    /** Spends an unused code in one statement: two requests with the same code cannot both get true. */
    useRecoveryCode: async (userId: string, codeHash: string, at: Date) => {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ userId: recoveryCodes.userId });
      return rows.length > 0;
    },

    countUnusedRecoveryCodes: async (userId: string) => {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    deleteRecoveryCodes: async (userId: string) => {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    insertChallenge: async (row: { tokenHash: string; userId: string; expiresAt: Date }) => {
      await db.insert(loginChallenges).values(row);
    },

    findChallenge: async (tokenHash: string) => {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(eq(loginChallenges.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    lockChallenge: async (tokenHash: string) => {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(eq(loginChallenges.tokenHash, tokenHash))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    deleteChallenge: async (tokenHash: string) => {
      await db.delete(loginChallenges).where(eq(loginChallenges.tokenHash, tokenHash));
    },

    deleteChallengesOf: async (userId: string) => {
      await db.delete(loginChallenges).where(eq(loginChallenges.userId, userId));
    },

    deleteExpiredChallenges: async (now: Date) => {
      await db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, now));
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
