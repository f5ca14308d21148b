import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { oidcFlows, userIdentities } from './schema';

export type NewFlow = typeof oidcFlows.$inferInsert;
export type NewIdentity = typeof userIdentities.$inferInsert;

export function createIdentitiesRepository(db: Executor) {
  return {
    insertFlow: async (flow: NewFlow) => {
      await db.insert(oidcFlows).values(flow);
    },

    /** Takes the flow out (single use): a replayed callback finds nothing. */
    takeFlow: async (tokenHash: string) => {
      const [row] = await db.delete(oidcFlows).where(eq(oidcFlows.tokenHash, tokenHash)).returning();
      return row ?? null;
    },

    findFlow: async (tokenHash: string) => {
      const [row] = await db.select().from(oidcFlows).where(eq(oidcFlows.tokenHash, tokenHash)).limit(1);
      return row ?? null;
    },

    deleteExpiredFlows: async (now: Date) => {
      await db.delete(oidcFlows).where(lte(oidcFlows.expiresAt, now));
    },

    findIdentity: async (issuer: string, subject: string) => {
      const [row] = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
        .limit(1);
      return row ?? null;
    },

    /** False when (issuer, subject) is taken meanwhile (two callbacks at once). */
    insertIdentity: async (identity: NewIdentity) => {
      const rows = await db
        .insert(userIdentities)
        .values(identity)
        .onConflictDoNothing({ target: [userIdentities.issuer, userIdentities.subject] })
        .returning({ id: userIdentities.id });
      return rows.length > 0;
    },

    touchIdentity: async (id: string, pictureUrl: string | null) => {
      await db
        .update(userIdentities)
        .set({ lastUsedAt: sql`now()`, pictureUrl })
        .where(eq(userIdentities.id, id));
    },

    listIdentities: (userId: string) =>
      db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id)),

    countIdentities: async (userId: string) => {
      const [row] = await db
        .select({ n: count() })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId));
      return row?.n ?? 0;
    },

    /** Every sign-in the user linked (a deleted account keeps none). */
    deleteAllOf: async (userId: string) => {
      await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
    },

    deleteIdentity: async (userId: string, id: string) => {
      const rows = await db
        .delete(userIdentities)
        .where(and(eq(userIdentities.id, id), eq(userIdentities.userId, userId)))
        .returning({ id: userIdentities.id });
      return rows.length > 0;
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
