import type { SessionUser } from '@skillora/shared';

/** A signed-in request's user and session, as the session query (or this cache) resolves them. */
export type ResolvedSession = { user: SessionUser; sessionId: string };

type Entry = { session: ResolvedSession; until: number };

/**
 * Signed-in users by session token hash, kept for a short while so that an authenticated request
 * skips its session query. Meant for the embedded database only: PGlite runs in this thread (one
 * small query costs ~0.5 ms of its CPU) and no other process can write to it, so every change to
 * sessions or users goes through this process and can clear the cache before it answers. On a
 * PostgreSQL server other instances write too, so there every request asks the database.
 */
export function createSessionCache({
  maxEntries = 10_000,
  ttlMs = 60_000,
  now = Date.now,
}: {
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
} = {}) {
  const entries = new Map<string, Entry>();
  // Bumped by clear(): a lookup that read the database before a change must not store what it read.
  let generation = 0;

  return {
    get(tokenHash: string): ResolvedSession | null {
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (entry.until > now()) return entry.session;
      entries.delete(tokenHash);
      return null;
    },

    /** Taken before a lookup and handed to set(), which ignores it if the cache was cleared since. */
    generation: () => generation,

    set(tokenHash: string, session: ResolvedSession, startedIn: number, sessionExpiresAt: Date): void {
      if (startedIn !== generation) return;
      // The oldest entry makes room: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, {
        session: Object.freeze({ ...session, user: Object.freeze(session.user) }),
        until: Math.min(now() + ttlMs, sessionExpiresAt.getTime()),
      });
    },

    /** After any committed change to a session or a user (logout, block, new password). */
    clear(): void {
      generation += 1;
      entries.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
