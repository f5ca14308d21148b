import {
  ListNotificationsQuerySchema,
  ListNotificationsResponseSchema,
  MarkNotificationsReadRequestSchema,
  MarkNotificationsReadResponseSchema,
  NotificationSettingsResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
  UpdateNotificationSettingsRequestSchema,
} from '../schemas/notifications';
import { endpoint } from './endpoint';

/**
 * The signed-in user's notifications and mail settings, and the one-click unsubscribe of a mail's
 * link. The list is `/api/notifications/` (with the slash, as the OpenAPI document has always named
 * it; `/api/notifications` is served too).
 */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notifications/',
    query: ListNotificationsQuerySchema,
    response: ListNotificationsResponseSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/api/notifications/read',
    body: MarkNotificationsReadRequestSchema,
    response: MarkNotificationsReadResponseSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: '/api/me/notification-settings',
    response: NotificationSettingsResponseSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/me/notification-settings',
    body: UpdateNotificationSettingsRequestSchema,
    response: NotificationSettingsResponseSchema,
  }),
  unsubscribeInfo: endpoint({
    method: 'GET',
    path: '/api/notifications/unsubscribe/info',
    query: UnsubscribeQuerySchema,
    response: UnsubscribeResponseSchema,
  }),
  unsubscribe: endpoint({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    query: UnsubscribeQuerySchema,
    response: UnsubscribeResponseSchema,
  }),
};
