import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailCodes, type PendingRegistration, users } from '../../db/schema';

export type CodePurpose = 'register' | 'reset';
export type EmailCodeRow = typeof emailCodes.$inferSelect;
export type CodeOutcome = 'ok' | 'missing' | 'expired' | 'wrong' | 'locked' | 'unbound';
export type SendWindow = { hourStartedAt: Date; sendsThisHour: number; lastSentAt: Date };

const codeKey = (purpose: CodePurpose, email: string) =>
  and(eq(emailCodes.purpose, purpose), eq(emailCodes.email, email));

export function createAuthRepository(db: Executor) {
  return {
    findUserByEmail: async (email: string) => {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

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
      } & SendWindow,
    ) => {
      const values = { ...row, attempts: 0 };
      await db
        .insert(emailCodes)
        .values(values)
        .onConflictDoUpdate({ target: [emailCodes.purpose, emailCodes.email], set: values });
    },

    /** A mail that carries no new code still counts against the address's send limits. */
    countSend: async (purpose: CodePurpose, email: string, window: SendWindow) => {
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

    insertUser: async (user: typeof users.$inferInsert) => {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      return row ?? null;
    },

    setPassword: async (userId: string, passwordHash: string) => {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
