import { and, eq, ilike, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsByIds } from '../../db/reads';
import { users } from './schema';
import { userBasics, userListColumns } from './user-columns';

export type NewUser = typeof users.$inferInsert;

/** The user rows (auth owns them); other modules reach them through the functions in users.ts. */
export function createUsersRepository(db: Executor) {
  return {
    /** The admins who can act now (not blocked): whom an admin's deadline reminds. */
    activeAdminIds: async (): Promise<string[]> => {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
      return rows.map((r) => r.id);
    },

    findById: async (id: string) => {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    findByEmail: async (email: string) => {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    /** Locks the user's row until the transaction ends: changes to one user queue. */
    lock: async (id: string) => {
      const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
      return row ?? null;
    },

    /** Every user whose name or email matches an ILIKE pattern: an admin's search by person. */
    idsWithNameOrEmailLike: async (pattern: string): Promise<string[]> => {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(or(ilike(users.name, pattern), ilike(users.email, pattern)));
      return rows.map((r) => r.id);
    },

    isEmailTaken: async (email: string, exceptUserId: string) => {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return Boolean(row);
    },

    /** Null when the email is taken meanwhile. */
    insert: async (user: NewUser) => {
      const [row] = await db
        .insert(users)
        .values(user)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row ?? null;
    },

    setName: async (id: string, name: string) => {
      const [row] = await db
        .update(users)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning({ ...userBasics, profilePic: users.profilePic });
      return row ?? null;
    },

    setPassword: async (id: string, passwordHash: string) => {
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    setEmail: async (id: string, email: string) => {
      await db.update(users).set({ email, updatedAt: sql`now()` }).where(eq(users.id, id));
    },

    /**
     * Blocked, with the reason the user is shown and the admin, or active again (reason and all
     * cleared); the row as the admin's lists show it.
     */
    setStatus: async (
      id: string,
      change:
        | { status: 'blocked'; reason: string; by: string | null; until?: Date | null }
        | { status: 'active' },
    ) => {
      const block =
        change.status === 'blocked'
          ? {
              blockedReason: change.reason,
              blockedAt: sql`now()`,
              blockedBy: change.by,
              blockedUntil: change.until ?? null,
            }
          : { blockedReason: null, blockedAt: null, blockedBy: null, blockedUntil: null };
      const [row] = await db
        .update(users)
        .set({ status: change.status, ...block, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning(userListColumns);
      return row!;
    },

    /**
     * Lifts a suspension that has ended (issue 30: checked lazily when the user signs in): true when
     * this call lifted it, so only one of two logins at once tells the rest of the system.
     */
    endSuspensionIfOver: async (id: string, now: Date) => {
      const lifted = await db
        .update(users)
        .set({ status: 'active', blockedReason: null, blockedAt: null, blockedBy: null, blockedUntil: null })
        .where(and(eq(users.id, id), eq(users.status, 'blocked'), lte(users.blockedUntil, now)))
        .returning({ id: users.id });
      return lifted.length > 0;
    },

    /** The current photo (profiles owns the file); `profilePic` is its URL, as the spec names it. */
    setPhoto: async (id: string, photo: { photoFileId: string | null; profilePic: string | null }) => {
      await db
        .update(users)
        .set({ ...photo, updatedAt: sql`now()` })
        .where(eq(users.id, id));
    },

    delete: async (id: string) => {
      await db.delete(users).where(eq(users.id, id));
    },

    /** Nothing in the kept row names or reaches the person any more. */
    anonymise: async (id: string, at: Date) => {
      await db
        .update(users)
        .set({
          name: 'Deleted user',
          email: `deleted-${id}@deleted.invalid`,
          // Not an argon2 hash: no password ever verifies against it.
          passwordHash: '!deleted',
          profilePic: null,
          photoFileId: null,
          status: 'blocked',
          // An admin's words about the person would still name or describe them.
          blockedReason: null,
          blockedBy: null,
          deletedAt: at,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
    },

    /** What other modules show of these users (names, photos) or check (role, status), in one statement. */
    findCards: (ids: readonly string[]) => {
      const { id, name, role, status, profilePic, photoFileId } = users;
      return rowsByIds(db, users, { id, name, role, status, profilePic, photoFileId }, ids);
    },

    /** Which of these users' names match an ILIKE pattern: a search among someone's contacts. */
    idsNamedLike: async (ids: readonly string[], pattern: string): Promise<string[]> => {
      const rows = await rowsByIds(db, users, { id: users.id }, ids, ilike(users.name, pattern));
      return rows.map((r) => r.id);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
