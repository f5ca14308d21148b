import { and, eq, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { knownDevices, sessions, signOutLinks } from './schema';

/** Known devices and the "Sign out everywhere" links of new-device mails (ADR 033). */
export function createDevicesRepository(db: Executor) {
  return {
    /** Marks the device seen now; false when it is not one of the user's known devices. */
    async touch(userId: string, deviceHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(knownDevices)
        .set({ lastSeenAt: now })
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
        .returning({ userId: knownDevices.userId });
      return rows.length > 0;
    },

    /**
     * Whether the user signed in before this session: a known device, or another live session
     * (accounts from before known devices were kept).
     */
    async hasSignedInBefore(userId: string, exceptSessionTokenHash: string): Promise<boolean> {
      const devices = await db
        .select({ userId: knownDevices.userId })
        .from(knownDevices)
        .where(eq(knownDevices.userId, userId))
        .limit(1);
      if (devices.length > 0) return true;
      const others = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptSessionTokenHash)))
        .limit(1);
      return others.length > 0;
    },

    async insert(row: typeof knownDevices.$inferInsert): Promise<void> {
      await db.insert(knownDevices).values(row).onConflictDoNothing();
    },

    /** Devices not seen since `before` are forgotten: their next sign-in mails again. */
    async forgetUnseen(userId: string, before: Date): Promise<void> {
      await db
        .delete(knownDevices)
        .where(and(eq(knownDevices.userId, userId), lt(knownDevices.lastSeenAt, before)));
    },

    async forget(userId: string, deviceHash: string): Promise<void> {
      await db
        .delete(knownDevices)
        .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)));
    },

    async insertLink(row: typeof signOutLinks.$inferInsert, now: Date): Promise<void> {
      await db
        .delete(signOutLinks)
        .where(and(eq(signOutLinks.userId, row.userId), lt(signOutLinks.expiresAt, now)));
      await db.insert(signOutLinks).values(row);
    },

    /** Takes the link out (it works once); null when there was none. */
    async takeLink(tokenHash: string) {
      const [row] = await db.delete(signOutLinks).where(eq(signOutLinks.tokenHash, tokenHash)).returning();
      return row ?? null;
    },

    /** A deleted account keeps nothing of where it signed in from. */
    async forgetAllOf(userId: string): Promise<void> {
      await db.delete(knownDevices).where(eq(knownDevices.userId, userId));
      await db.delete(signOutLinks).where(eq(signOutLinks.userId, userId));
    },
  };
}
