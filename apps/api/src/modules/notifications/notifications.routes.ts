import { UnsubscribeQuerySchema } from '@skillora/shared';
import { notificationsEndpoints } from '@skillora/shared/endpoints/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http-error';
import { route } from '../../lib/route-of';
import { viewer } from '../auth';
import type { NotificationsService } from './notifications.service';

type Options = { service: NotificationsService };
const errors = errorResponses(400, 401, 403);
const tags = ['notifications'];

/** The signed-in user's notifications, under /api/notifications (any role: admins have a bell too). */
export const notificationsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const signedIn = app.requireRole('client', 'freelancer', 'admin');

  route(
    app,
    notificationsEndpoints.list,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'My notifications, newest first, by cursor; with my unread count',
        response: errors,
      },
    },
    async (request) => service.list(viewer(request).id, request.query.cursor),
  );

  route(
    app,
    notificationsEndpoints.markRead,
    {
      onRequest: signedIn,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Mark some of my notifications (`ids`) or all of them (`all: true`) read',
        response: errors,
      },
    },
    async (request) => service.markRead(viewer(request).id, request.body),
  );
};

/** `GET/PUT /api/me/notification-settings`: which kinds come by mail. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  app.addHook('onRequest', app.requireRole('client', 'freelancer'));

  route(
    app,
    notificationsEndpoints.settings,
    {
      schema: {
        tags,
        summary: 'Which notifications I get by mail',
        response: errors,
      },
    },
    async (request) => {
      const me = viewer(request);
      return service.settings(me.id, me.role);
    },
  );

  route(
    app,
    notificationsEndpoints.updateSettings,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Switch mails of some kinds on or off',
        response: errors,
      },
    },
    async (request) => {
      const me = viewer(request);
      return service.updateSettings(me.id, me.role, request.body);
    },
  );
};

/**
 * One-click unsubscribe (RFC 8058), without sign-in: the mail's List-Unsubscribe URL takes a POST;
 * opened in a browser (GET) it leads to the confirm page of the web app.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<Options> = async (app, { service }) => {
  const limit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  // Mail clients POST `List-Unsubscribe=One-Click` as a form; the token in the URL is all that counts.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, {}),
    );
  }

  app.get(
    '/unsubscribe',
    {
      config: limit,
      schema: { tags, summary: 'Opened from a mail: the confirm page', querystring: UnsubscribeQuerySchema },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  route(
    app,
    notificationsEndpoints.unsubscribeInfo,
    {
      config: limit,
      schema: {
        tags,
        summary: 'Which mails a token switches off',
        response: errorResponses(400, 404, 429),
      },
    },
    async (request) => service.describeUnsubscribe(request.query.token),
  );

  route(
    app,
    notificationsEndpoints.unsubscribe,
    {
      config: limit,
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058 List-Unsubscribe-Post)',
        response: errorResponses(400, 404, 429),
      },
    },
    async (request) => service.unsubscribe(request.query.token),
  );
};
