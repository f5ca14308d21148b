import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailCodes, type PendingRegistration, sessions, users } from '../../db/schema';

export type CodePurpose = 'register' | 'reset';
export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type CodeOutcome = 'ok' | 'missing' | 'expired' | 'wrong' | 'locked';

export function createAuthRepository(db: Database) {
  return {
    findUserByEmail: async (email: string) => {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    findCode: async (purpose: CodePurpose, email: string) => {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email)))
        .limit(1);
      return row ?? null;
    },

    /** Stores a fresh code (the old one dies), carrying the send counters forward. */
    saveCode: async (row: {
      purpose: CodePurpose;
      email: string;
      codeHash: string;
      expiresAt: Date;
      pending: PendingRegistration | null;
      hourStartedAt: Date;
      sendsThisHour: number;
    }) => {
      const values = { ...row, attempts: 0, lastSentAt: new Date() };
      await db
        .insert(emailCodes)
        .values(values)
        .onConflictDoUpdate({ target: [emailCodes.purpose, emailCodes.email], set: values });
    },

    /** A code that could not be mailed must not block the user from asking again. */
    forgetSend: async (purpose: CodePurpose, email: string, codeHash: string) => {
      await db
        .update(emailCodes)
        .set({
          codeHash: 'unsent',
          lastSentAt: sql`now() - interval '1 day'`,
          sendsThisHour: sql`greatest(${emailCodes.sendsThisHour} - 1, 0)`,
        })
        .where(
          and(
            eq(emailCodes.purpose, purpose),
            eq(emailCodes.email, email),
            eq(emailCodes.codeHash, codeHash),
          ),
        );
    },

    /**
     * Checks a code inside one transaction with the row locked, so concurrent tries are counted
     * one by one and a right code is spent exactly once (`onMatch` runs before the row is deleted).
     */
    consumeCode: async <T>(
      purpose: CodePurpose,
      email: string,
      matches: (row: EmailCodeRow) => boolean,
      maxAttempts: number,
      onMatch: (tx: Database, row: EmailCodeRow) => Promise<T>,
    ): Promise<{ outcome: CodeOutcome; result?: T }> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(emailCodes)
          .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email)))
          .for('update')
          .limit(1);
        if (!row) return { outcome: 'missing' as const };
        if (row.attempts >= maxAttempts) return { outcome: 'locked' as const };
        if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' as const };
        if (!matches(row)) {
          await tx
            .update(emailCodes)
            .set({ attempts: sql`${emailCodes.attempts} + 1` })
            .where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email)));
          return { outcome: 'wrong' as const };
        }
        const result = await onMatch(tx as unknown as Database, row);
        await tx.delete(emailCodes).where(and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email)));
        return { outcome: 'ok' as const, result };
      }),

    insertUser: async (tx: Database, user: typeof users.$inferInsert) => {
      const [row] = await tx
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return row ?? null;
    },

    /** A new password ends every session the old one opened. */
    replacePassword: async (tx: Database, userId: string, passwordHash: string) => {
      await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
