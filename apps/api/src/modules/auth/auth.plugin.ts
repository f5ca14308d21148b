import { readFile } from 'node:fs/promises';
import cookie from '@fastify/cookie';
import {
  addCommonPasswords,
  type Role,
  SESSION_COOKIE,
  SESSION_TTL_S,
  type SessionUser,
} from '@skillora/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../lib/http-error';
import { hashToken } from '../../lib/tokens';
import { createCodeMailer, createContestedMailer } from './auth.code-mailer';
import { authRoutes } from './auth.routes';
import './repositories';
import { createSessionCache } from './session-cache';
import { readSessionToken } from './session-token';
import { createSessionsService, type SessionsService } from './sessions.service';
import { testAccountsRoutes } from './test-accounts.routes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `requireUser` / `requireRole` (and `optionalUser` when there is one). */
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /** The public id of the request's session. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    sessions: SessionsService;
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
    optionalUser: (request: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
}

/**
 * Sessions and sign-in: resolves the session on the routes that need one, with one query that also
 * reads the user's current status, so a blocked user's session stops at once; serves /api/auth.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    // The shared password rules refuse these from now on (ADR 014; apps/api/assets/README.md).
    addCommonPasswords((await readFile(app.config.commonPasswordsFile, 'utf8')).split('\n').filter(Boolean));
    const sessions = createSessionsService({
      uow: app.uow,
      clock: app.clock,
      // Only the embedded database: see session-cache.ts.
      cache: app.dbKind === 'pglite' ? createSessionCache() : undefined,
    });
    app.decorate('sessions', sessions);

    // This instance forgets at once; the others (and the user's open tabs) hear it through the outbox.
    app.outbox.onCommitted('session.revoked', () => sessions.forgetCached());
    app.live.onInstance('sessions.changed', () => sessions.forgetCached());
    app.outbox.on('session.revoked', 'live: sign the tabs out', async ({ payload }) => {
      await app.live.publish({ instances: true }, 'sessions.changed');
      await app.live.publish({ userIds: [payload.userId] }, 'session.ended', {
        sessionIds: payload.sessionIds,
        reason: payload.reason,
      });
    });

    // Sign-up and reset codes are mailed after their transaction commits (ADR 014).
    app.outbox.on(
      'auth.code-issued',
      'mail: the code',
      createCodeMailer({ repos: app.uow.read, mailer: app.mailer, clock: app.clock }),
    );
    app.outbox.on('auth.signup-contested', 'mail: the notice', createContestedMailer(app.mailer));

    app.decorateRequest('user', null);
    app.decorateRequest('sessionTokenHash', null);
    app.decorateRequest('sessionId', null);

    const requireUser = async (request: FastifyRequest) => {
      if (request.user) return;
      const token = readSessionToken(request);
      if (!token) throw unauthorized();
      const tokenHash = hashToken(token);
      const found = await sessions.resolve(tokenHash);
      if (!found) throw unauthorized('Your session has expired, please log in again');
      if (found.user.status === 'blocked') throw forbidden('Your account has been blocked');
      request.user = found.user;
      request.sessionTokenHash = tokenHash;
      request.sessionId = found.sessionId;
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
      const found = await sessions.resolve(tokenHash);
      if (!found || found.user.status === 'blocked') return;
      request.user = found.user;
      request.sessionTokenHash = tokenHash;
      request.sessionId = found.sessionId;
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

    await app.register(authRoutes, { prefix: '/api/auth' });
    if (app.config.TEST_ACCOUNTS) {
      app.log.warn(
        'TEST_ACCOUNTS is on: anyone can make a signed-in account here. Never on a real deployment.',
      );
      await app.register(testAccountsRoutes);
    }
  },
  { name: 'session', dependencies: ['db', 'outbox', 'live', 'mailer'] },
);
