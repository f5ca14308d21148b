import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChanges } from './schema';

/** The codes of pending email changes (Profile Settings, ADR 019); the users themselves are auth's. */
export function createAccountRepository(db: Executor) {
  return {
    async findEmailChange(userId: string) {
      const [row] = await db.select().from(emailChanges).where(eq(emailChanges.userId, userId)).limit(1);
      return row ?? null;
    },

    async lockEmailChange(userId: string) {
      const [row] = await db
        .select()
        .from(emailChanges)
        .where(eq(emailChanges.userId, userId))
        .for('update')
        .limit(1);
      return row ?? null;
    },

    async saveEmailChange(row: typeof emailChanges.$inferInsert) {
      const values = { ...row, attempts: 0 };
      await db
        .insert(emailChanges)
        .values(values)
        .onConflictDoUpdate({ target: emailChanges.userId, set: values });
    },

    /** The code ends now (a cancelled change); the send counters stay. */
    async expireEmailChange(userId: string, at: Date) {
      await db
        .update(emailChanges)
        .set({ expiresAt: at })
        .where(and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, at)));
    },

    async countWrongTry(userId: string) {
      await db
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(eq(emailChanges.userId, userId));
    },

    async deleteEmailChange(userId: string) {
      await db.delete(emailChanges).where(eq(emailChanges.userId, userId));
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
