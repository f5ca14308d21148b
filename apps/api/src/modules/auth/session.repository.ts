import type { Role, UserStatus } from '@skillora/shared';
import { SESSION_TTL_S } from '@skillora/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { SessionCache } from './session-cache';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  profilePic: string | null;
};

const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  profilePic: users.profilePic,
};

/** Refreshing last-seen on every request would turn each read into a write; once an hour is enough. */
const LAST_SEEN_GRANULARITY = sql`interval '1 hour'`;

/** With a `cache` (embedded database only, see session-cache.ts) a known session costs no query. */
export function createSessionStore(db: Database, { cache }: { cache?: SessionCache } = {}) {
  // Every signed-in request runs this: built once rather than per request (drizzle's query building
  // cost nearly as much CPU as PGlite's own work for it), and a named statement that PostgreSQL
  // parses once per connection.
  const userBySession = db
    .select({ ...sessionUserColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user');

  return {
    async findUserBySession(tokenHash: string): Promise<SessionUser | null> {
      const cached = cache?.get(tokenHash);
      if (cached) return cached;
      const startedIn = cache?.generation() ?? 0;
      const [row] = await userBySession.execute({ tokenHash });
      if (!row) return null;
      const { lastSeenAt, expiresAt, ...user } = row;
      if (Date.now() - lastSeenAt.getTime() > 3_600_000) {
        await db
          .update(sessions)
          .set({ lastSeenAt: sql`now()` })
          .where(
            and(
              eq(sessions.tokenHash, tokenHash),
              lt(sessions.lastSeenAt, sql`now() - ${LAST_SEEN_GRANULARITY}`),
            ),
          );
      }
      cache?.set(tokenHash, user, startedIn, expiresAt);
      return user;
    },

    /** A new random token for every login; only its hash is stored. */
    async create(userId: string): Promise<string> {
      const token = newSessionToken();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + SESSION_TTL_S * 1000),
      });
      return token;
    },

    async revoke(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      cache?.clear();
    },

    /** Whoever changes sessions or users in a transaction of their own calls this once it commits. */
    forgetCached(): void {
      cache?.clear();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
