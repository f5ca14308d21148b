import type { SessionUser } from '@skillora/shared';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from './schema';
import { userBasics } from './user-columns';

const sessionUserColumns = {
  ...userBasics,
  profilePic: users.profilePic,
  photoUrl: users.profilePic,
};

export type SessionRow = { user: SessionUser; sessionId: string; lastSeenAt: Date; expiresAt: Date };

/** Refreshing last-seen on every request would turn each read into a write; once an hour is enough. */
const LAST_SEEN_GRANULARITY = sql`interval '1 hour'`;

export function createSessionsRepository(db: Executor) {
  return {
    /** A statement every signed-in request runs, prepared once per connection (see ADR 011). */
    prepareFindByToken() {
      const statement = db
        .select({
          ...sessionUserColumns,
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
        .limit(1)
        .prepare('session_user');
      return async (tokenHash: string): Promise<SessionRow | null> => {
        const [row] = await statement.execute({ tokenHash });
        if (!row) return null;
        const { sessionId, lastSeenAt, expiresAt, ...user } = row;
        return { user, sessionId, lastSeenAt, expiresAt };
      };
    },

    /** Whose live session this is, read past the session cache. */
    async userIdOf(tokenHash: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: sessions.userId })
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row?.userId ?? null;
    },

    async touch(tokenHash: string): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            lt(sessions.lastSeenAt, sql`now() - ${LAST_SEEN_GRANULARITY}`),
          ),
        );
    },

    async insert(row: {
      tokenHash: string;
      userId: string;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The deleted session, or null when there was none. */
    async deleteByToken(tokenHash: string) {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ id: sessions.id, userId: sessions.userId });
      return row ?? null;
    },

    /** Every session of the user but `keepId` (the one asking, when it stays signed in). */
    async deleteAllOf(userId: string, keepId?: string): Promise<string[]> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), keepId ? ne(sessions.id, keepId) : undefined))
        .returning({ id: sessions.id });
      return rows.map((row) => row.id);
    },

    /** Only the owner's session: another user's id deletes nothing. */
    async deleteOne(userId: string, sessionId: string) {
      const [row] = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
        .returning({ id: sessions.id });
      return row ?? null;
    },

    /** The user's live sessions, the last seen first (at most `limit`). */
    listLive: (userId: string, now?: Date, limit?: number) => {
      const query = db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now ?? sql`now()`)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
