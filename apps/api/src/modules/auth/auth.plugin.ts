import { readFile } from 'node:fs/promises';
import cookie from '@fastify/cookie';
import {
  addCommonPasswords,
  type Role,
  SESSION_COOKIE,
  SESSION_TTL_S,
  type SessionUser,
  SIGN_OUT_TOKEN_FRAGMENT,
} from '@skillora/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appUrlOf } from '../../config';
import { forbidden, unauthorized } from '../../lib/http-error';
import { hashToken } from '../../lib/tokens';
import { createCodeMailer, createContestedMailer } from './auth.code-mailer';
import { newDeviceMail } from './auth.mails';
import { authRoutes } from './auth.routes';
import './repositories';
import { createNewDeviceCheck, DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './new-device';
import { newDeviceRoutes } from './new-device.routes';
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
    /**
     * Ends every browser sign-in that opened a session: the session cookie, and the device check
     * that mails a sign-in from a new device (ADR 033).
     */
    completeSignIn: (reply: FastifyReply, token: string) => Promise<void>;
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

    const newDevices = createNewDeviceCheck({ uow: app.uow, clock: app.clock, sessions });
    const appUrl = appUrlOf(app.config);
    app.outbox.on('auth.new-device', 'mail: the new-device notice', async ({ payload, secret }) => {
      const user = await app.uow.read.users.findById(payload.userId);
      // No secret: handled before (a retry after the mail went); a deleted account gets no mail.
      if (!secret || !user || user.deletedAt) return;
      // The token in the fragment: it reaches no server log and no Referer (as the login step's).
      const signOutUrl = new URL(`/forgot-password#${SIGN_OUT_TOKEN_FRAGMENT}${secret}`, appUrl).href;
      await app.mailer.send(
        newDeviceMail(user.email, user.name, { ...payload, at: new Date(payload.at), signOutUrl }),
      );
    });

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

    app.decorate('completeSignIn', async (reply: FastifyReply, token: string) => {
      const { request } = reply;
      // Secure whenever the request came over HTTPS (directly or, with TRUST_PROXY, via a proxy).
      const secure = request.protocol === 'https';
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: SESSION_TTL_S,
        secure,
      });
      const tokenHash = hashToken(token);
      try {
        // Not `sessions.resolve`: that would cache the session before its first use.
        const userId = await app.uow.read.sessions.userIdOf(tokenHash);
        if (!userId) return;
        const deviceId = await newDevices.signedIn({
          userId,
          sessionTokenHash: tokenHash,
          deviceId: request.cookies[DEVICE_COOKIE],
          userAgent: request.headers['user-agent'],
          ip: request.ip,
        });
        reply.setCookie(DEVICE_COOKIE, deviceId, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/api/auth',
          maxAge: DEVICE_COOKIE_MAX_AGE_S,
          secure,
        });
      } catch (err) {
        // The session is open: a failed notice must not fail the sign-in; the log says it.
        request.log.error({ err }, 'new-device check failed');
      }
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    });

    await app.register(authRoutes, { prefix: '/api/auth' });
    await app.register(newDeviceRoutes, { prefix: '/api/auth', check: newDevices });
    if (app.config.TEST_ACCOUNTS) {
      app.log.warn(
        'TEST_ACCOUNTS is on: anyone can make a signed-in account here. Never on a real deployment.',
      );
      await app.register(testAccountsRoutes);
    }
  },
  { name: 'session', dependencies: ['db', 'outbox', 'live', 'mailer'] },
);
