import { accountEndpoints } from '@skillora/shared/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { AccountService } from './account.service';

type Options = { service: AccountService };
const errors = errorResponses(400, 401, 403, 404, 409, 429);
// Per-IP ceilings: password checks are slow by design and codes cost mail.
const passwordLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const sendLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };
const checkLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The signed-in user's own account, under /api/me (issue 14, ADR 019). */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);
  const tags = ['account'];

  route(
    app,
    accountEndpoints.rename,
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Change my name',
        response: errors,
      },
    },
    async (request) => ({ data: await service.rename(viewer(request).id, request.body.name) }),
  );

  route(
    app,
    accountEndpoints.changePassword,
    {
      config: passwordLimit,
      schema: {
        tags,
        summary: 'Change my password; every other session is signed out',
        response: errors,
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await service.changePassword(viewer(request).id, request.sessionId ?? '', currentPassword, newPassword);
      return { message: 'Your password has been changed. Your other sessions were signed out.' };
    },
  );

  route(
    app,
    accountEndpoints.requestEmailChange,
    {
      config: sendLimit,
      schema: {
        tags,
        summary: 'Send a code to a new email',
        response: errors,
      },
    },
    async (request) => {
      await service.requestEmailChange(viewer(request).id, request.body.email);
      return { message: `We sent a code to ${request.body.email}` };
    },
  );

  route(
    app,
    accountEndpoints.pendingEmailChange,
    {
      schema: {
        tags,
        summary: 'The email change waiting for its code, if any',
        response: errors,
      },
    },
    async (request) => ({ data: await service.pendingEmailChange(viewer(request).id) }),
  );

  route(
    app,
    accountEndpoints.cancelEmailChange,
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Cancel the email change waiting for its code',
        response: errors,
      },
    },
    async (request) => {
      await service.cancelEmailChange(viewer(request).id);
      return { message: 'The email change was cancelled' };
    },
  );

  route(
    app,
    accountEndpoints.verifyEmailChange,
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Switch to the new email with its code',
        response: errors,
      },
    },
    async (request) => ({ data: await service.verifyEmailChange(viewer(request).id, request.body.otp) }),
  );

  route(
    app,
    accountEndpoints.sessions,
    {
      schema: {
        tags,
        summary: 'My active sessions',
        response: errors,
      },
    },
    async (request) => ({ data: await service.listSessions(viewer(request).id, request.sessionId) }),
  );

  route(
    app,
    accountEndpoints.revokeSession,
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Sign out one of my sessions',
        response: errors,
      },
    },
    async (request, reply) => {
      await service.revokeSession(viewer(request).id, request.params.id);
      if (request.params.id === request.sessionId) app.clearSessionCookie(reply);
      return { message: 'The session was signed out' };
    },
  );

  route(
    app,
    accountEndpoints.deleteAccount,
    {
      config: passwordLimit,
      schema: {
        tags,
        summary: 'Delete my account',
        response: errors,
      },
    },
    async (request, reply) => {
      const user = viewer(request);
      await service.deleteAccount(user.id, user.role, request.body);
      app.clearSessionCookie(reply);
      return { message: 'Your account has been deleted' };
    },
  );
};
