import { SESSION_TTL_S } from '@skillora/shared';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { Tx, UnitOfWork } from '../../outbox';
import type { ResolvedSession, SessionCache } from './session-cache';

export type SessionEndReason = 'logout' | 'password-changed' | 'blocked' | 'revoked' | 'deleted';

declare module '../../outbox' {
  interface EventMap {
    /** Sessions deleted: the user's tabs on them sign out, and every instance's cache forgets them. */
    'session.revoked': { userId: string; sessionIds: string[]; reason: SessionEndReason };
  }
}

/**
 * Sessions: resolved on every signed-in request (from the cache when there is one, see
 * session-cache.ts), created at login, and revoked through the outbox so that every instance and
 * every open tab hears of it.
 */
export function createSessionsService({
  uow,
  clock,
  cache,
}: {
  uow: UnitOfWork;
  clock: { now: () => Date };
  cache?: SessionCache | undefined;
}) {
  const { sessions } = uow.read;
  const findByToken = sessions.prepareFindByToken();

  /** Deletes sessions inside the caller's transaction and tells everyone once it commits. */
  const revokeAllIn = async (tx: Tx, userId: string, reason: SessionEndReason, keepId?: string) => {
    const sessionIds = await tx.repos.sessions.deleteAllOf(userId, keepId);
    if (sessionIds.length > 0) tx.emit('session.revoked', `user:${userId}`, { userId, sessionIds, reason });
    return sessionIds;
  };

  return {
    async resolve(tokenHash: string): Promise<ResolvedSession | null> {
      const cached = cache?.get(tokenHash);
      if (cached) return cached;
      const startedIn = cache?.generation() ?? 0;
      const row = await findByToken(tokenHash);
      if (!row) return null;
      if (clock.now().getTime() - row.lastSeenAt.getTime() > 3_600_000) await sessions.touch(tokenHash);
      const resolved = { user: row.user, sessionId: row.sessionId };
      cache?.set(tokenHash, resolved, startedIn, row.expiresAt);
      return resolved;
    },

    /** A new random token for every login; only its hash is stored (with the device, for the sessions list). */
    async create(userId: string, userAgent?: string): Promise<string> {
      const token = newSessionToken();
      await sessions.insert({
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(clock.now().getTime() + SESSION_TTL_S * 1000),
        userAgent: userAgent ? userAgent.slice(0, 512) : null,
      });
      return token;
    },

    revoke: (tokenHash: string, reason: SessionEndReason = 'logout') =>
      uow.run(async (tx) => {
        const row = await tx.repos.sessions.deleteByToken(tokenHash);
        if (row)
          tx.emit('session.revoked', `user:${row.userId}`, {
            userId: row.userId,
            sessionIds: [row.id],
            reason,
          });
      }),

    revokeAllIn,

    /** One session of the user's (another user's id ends nothing); false when there was none. */
    revokeOne: (userId: string, sessionId: string) =>
      uow.run(async (tx) => {
        const row = await tx.repos.sessions.deleteOne(userId, sessionId);
        if (row)
          tx.emit('session.revoked', `user:${userId}`, { userId, sessionIds: [row.id], reason: 'revoked' });
        return row !== null;
      }),

    /** The user's live sessions, the last seen first; `now` from the caller's clock, else the database's. */
    listLive: (userId: string, now?: Date, limit?: number) => sessions.listLive(userId, now, limit),

    /** Drops this instance's cached sessions (after a commit that changed sessions or users). */
    forgetCached: () => cache?.clear(),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
