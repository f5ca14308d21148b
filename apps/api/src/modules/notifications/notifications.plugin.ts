import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appUrlOf } from '../../config';
import { registerContractNotifications } from './contract-notifications';
import { registerDisputeNotifications } from './dispute-notifications';
import { registerJobsForYouNotifications } from './jobs-for-you-notifications';
import { registerModerationNotifications } from './moderation-notifications';
import { registerNotificationHandlers } from './notification-handlers';
import { notificationSettingsRoutes, notificationsRoutes, unsubscribeRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { registerOfferRoundNotifications } from './offer-round-notifications';
import { registerReviewNotifications } from './review-notifications';
import './repositories';

/** The bell and the mails (issue 16, ADR 023): notifications made by outbox handlers. */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    const appUrl = appUrlOf(app.config);
    const service = createNotificationsService({
      uow: app.uow,
      clock: app.clock,
      mailer: app.mailer,
      live: app.live,
      appUrl,
      log: app.log,
    });
    registerNotificationHandlers(app.outbox, service, app.uow.read);
    registerContractNotifications(app.outbox, service, app.uow.read);
    registerOfferRoundNotifications(app.outbox, service, app.uow.read);
    registerDisputeNotifications(app.outbox, service, app.uow.read);
    registerReviewNotifications(app.outbox, service, app.uow.read);
    registerModerationNotifications(app.outbox, service, app.uow.read);
    registerJobsForYouNotifications(app.outbox, service);

    await app.register(unsubscribeRoutes, { prefix: '/api/notifications', service });
    await app.register(notificationsRoutes, { prefix: '/api/notifications', service });
    await app.register(notificationSettingsRoutes, { prefix: '/api/me', service });
  },
  {
    name: 'notifications',
    dependencies: [
      'session',
      'outbox',
      'live',
      'mailer',
      'contracts',
      'disputes',
      'reviews',
      'wallet',
      'moderation',
    ],
  },
);
