import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PasskeyPurpose, passkeyChallenges, passkeys } from './schema';

type NewPasskey = {
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
};

/** Passkeys and the WebAuthn challenges waiting for an answer (ADR 032). */
export function createPasskeysRepository(db: Executor) {
  return {
    listOf: (userId: string) =>
      db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt)),

    countOf: async (userId: string) => {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },

    findByCredentialId: async (credentialId: string) => {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
      return row ?? null;
    },

    /** Null when the credential is registered already (to this user or another). */
    insert: async (row: NewPasskey) => {
      const [inserted] = await db
        .insert(passkeys)
        .values(row)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      return inserted ?? null;
    },

    /**
     * Records a sign-in, compare-and-set on the counter read before the check: of two sign-ins
     * racing with one passkey's old counter, one wins.
     */
    recordUse: async (id: string, fromCounter: number, toCounter: number, at: Date) => {
      const rows = await db
        .update(passkeys)
        .set({ counter: toCounter, lastUsedAt: at })
        .where(and(eq(passkeys.id, id), eq(passkeys.counter, fromCounter)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    /** Only the owner's: another user's id deletes nothing. */
    deleteOf: async (userId: string, id: string) => {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    insertChallenge: async (row: {
      challengeHash: string;
      purpose: PasskeyPurpose;
      userId: string | null;
      expiresAt: Date;
    }) => {
      await db.insert(passkeyChallenges).values(row);
    },

    /** Takes the challenge out in one statement, so two answers naming it cannot both have it. */
    takeChallenge: async (challengeHash: string, purpose: PasskeyPurpose) => {
      const [row] = await db
        .delete(passkeyChallenges)
        .where(
          and(eq(passkeyChallenges.challengeHash, challengeHash), eq(passkeyChallenges.purpose, purpose)),
        )
        .returning();
      return row ?? null;
    },

    deleteExpiredChallenges: async (now: Date) => {
      await db.delete(passkeyChallenges).where(lte(passkeyChallenges.expiresAt, now));
    },
  };
}

export type PasskeysRepository = ReturnType<typeof createPasskeysRepository>;
