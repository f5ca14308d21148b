import cookie from '@fastify/cookie';
import { type Role, SESSION_COOKIE, SESSION_TTL_S } from '@skillora/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import { hashToken } from '../lib/tokens';
import { createSessionStore, type SessionStore, type SessionUser } from '../modules/auth/session.repository';
import { createSessionCache } from '../modules/auth/session-cache';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` / `requireRole` (and `optionalUser` when there is one). */
    user: SessionUser | null;
    sessionTokenHash: string | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    optionalUser: (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] || null;
}

/**
 * Resolves the session on the routes that need one, with one query that also reads the user's
 * current status, so a blocked user's session stops at once.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    const store = createSessionStore(app.db, {
      cache: app.dbKind === 'pglite' ? createSessionCache() : undefined,
    });
    app.decorate('sessions', store);

    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);

    const requireUser = async (request: FastifyRequest) => {
      if (request.user) return;
      const token = readSessionToken(request);
      if (!token) throw unauthorized();
      const tokenHash = hashToken(token);
      const user = await store.findUserBySession(tokenHash);
      if (!user) throw unauthorized('Your session has expired, please log in again');
      if (user.status === 'blocked') throw forbidden('Your account has been blocked');
      request.user = user;
      request.sessionTokenHash = tokenHash;
    };

    app.decorate('requireUser', requireUser);
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      await requireUser(request);
      if (!request.user || !roles.includes(request.user.role)) throw forbidden();
    });

    // Public routes that show a signed-in user a little more: a missing, expired or blocked session
    // reads as a visitor rather than failing, so a stale cookie never breaks a public page.
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      if (request.user) return;
      const token = readSessionToken(request);
      if (!token) return;
      const tokenHash = hashToken(token);
      const user = await store.findUserBySession(tokenHash);
      if (!user || user.status === 'blocked') return;
      request.user = user;
      request.sessionTokenHash = tokenHash;
    });

    app.decorate('setSessionCookie', (reply: FastifyReply, token: string) => {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: SESSION_TTL_S,
        // Secure whenever the request came over HTTPS (directly or, with TRUST_PROXY, via a proxy).
        secure: reply.request.protocol === 'https',
      });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    });
  },
  { name: 'session', dependencies: ['db'] },
);
