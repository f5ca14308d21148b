import {
  ChangeEmailRequestSchema,
  ChangePasswordRequestSchema,
  DeleteAccountRequestSchema,
  ListSessionsResponseSchema,
  MessageResponseSchema,
  UpdateMeRequestSchema,
  UpdateMeResponseSchema,
  UuidParamsSchema,
  VerifyEmailChangeRequestSchema,
} from '@skillora/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
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

  app.patch(
    '/',
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Change my name',
        body: UpdateMeRequestSchema,
        response: { 200: UpdateMeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.rename(viewer(request).id, request.body.name) }),
  );

  app.put(
    '/password',
    {
      config: passwordLimit,
      schema: {
        tags,
        summary: 'Change my password; every other session is signed out',
        body: ChangePasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await service.changePassword(viewer(request).id, request.sessionId ?? '', currentPassword, newPassword);
      return { message: 'Your password has been changed. Your other sessions were signed out.' };
    },
  );

  app.post(
    '/email',
    {
      config: sendLimit,
      schema: {
        tags,
        summary: 'Send a code to a new email',
        body: ChangeEmailRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.requestEmailChange(viewer(request).id, request.body.email);
      return { message: `We sent a code to ${request.body.email}` };
    },
  );

  app.post(
    '/email/verify',
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Switch to the new email with its code',
        body: VerifyEmailChangeRequestSchema,
        response: { 200: UpdateMeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.verifyEmailChange(viewer(request).id, request.body.otp) }),
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        summary: 'My active sessions',
        response: { 200: ListSessionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await service.listSessions(viewer(request).id, request.sessionId) }),
  );

  app.delete(
    '/sessions/:id',
    {
      config: checkLimit,
      schema: {
        tags,
        summary: 'Sign out one of my sessions',
        params: UuidParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeSession(viewer(request).id, request.params.id);
      if (request.params.id === request.sessionId) app.clearSessionCookie(reply);
      return { message: 'The session was signed out' };
    },
  );

  app.delete(
    '/',
    {
      config: passwordLimit,
      schema: {
        tags,
        summary: 'Delete my account',
        body: DeleteAccountRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
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
