import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CodeSends } from './code-send-window';
import { emailCodes, type PendingRegistration } from './schema';

export type CodePurpose = 'register' | 'reset';
export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type CodeOutcome = 'ok' | 'missing' | 'expired' | 'wrong' | 'locked' | 'unbound';

const codeKey = (purpose: CodePurpose, email: string) =>
  and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email));

/** The sign-up and reset codes (the users themselves: users.repository.ts). */
export function createAuthRepository(db: Executor) {
  return {
    findCode: async (purpose: CodePurpose, email: string) => {
      const [row] = await db.select().from(emailCodes).where(codeKey(purpose, email)).limit(1);
      return row ?? null;
    },

    /** The code row, locked until the transaction ends: concurrent tries are counted one by one. */
    lockCode: async (purpose: CodePurpose, email: string) => {
      const [row] = await db.select().from(emailCodes).where(codeKey(purpose, email)).for('update').limit(1);
      return row ?? null;
    },

    /** Stores a fresh code (the old one dies), carrying the send counters forward. */
    saveCode: async (
      row: {
        purpose: CodePurpose;
        email: string;
        codeHash: string;
        expiresAt: Date;
        pending: PendingRegistration | null;
      } & CodeSends,
    ) => {
      const values = { ...row, attempts: 0 };
      await db
        .insert(emailCodes)
        .values(values)
        .onConflictDoUpdate({ target: [emailCodes.purpose, emailCodes.email], set: values });
    },

    /** A mail that carries no new code still counts against the address's send limits. */
    countSend: async (purpose: CodePurpose, email: string, window: CodeSends) => {
      await db.update(emailCodes).set(window).where(codeKey(purpose, email));
    },

    countWrongTry: async (purpose: CodePurpose, email: string) => {
      await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(codeKey(purpose, email));
    },

    deleteCode: async (purpose: CodePurpose, email: string) => {
      await db.delete(emailCodes).where(codeKey(purpose, email));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
