import { NOTIFICATION_KINDS } from '../notification-kinds';
import * as z from '../zod';
import { cursorPageOf } from './pagination';

export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const NotificationSchema = z.object({
  id: z.uuid(),
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** Where the subject lives in the app (a path on this site). */
  link: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const ListNotificationsQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .optional()
    .transform((v) => v || undefined),
});
export const ListNotificationsResponseSchema = cursorPageOf(NotificationSchema).extend({
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof ListNotificationsResponseSchema>;

/** Some notifications (`ids`) or all of mine (`all: true`). */
export const MarkNotificationsReadRequestSchema = z.union([
  z.object({ ids: z.array(z.uuid('Invalid notification id')).min(1).max(100) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkNotificationsReadRequest = z.infer<typeof MarkNotificationsReadRequestSchema>;
export const MarkNotificationsReadResponseSchema = z.object({ data: z.object({ unread: z.number().int() }) });

export const NotificationSettingsSchema = z.object({
  /** For each kind: true when it is sent by e-mail. */
  email: z.partialRecord(NotificationKindSchema, z.boolean()),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsResponseSchema = z.object({ data: NotificationSettingsSchema });
export const UpdateNotificationSettingsRequestSchema = z.object({
  email: z.partialRecord(NotificationKindSchema, z.boolean()),
});
export type UpdateNotificationSettingsRequest = z.infer<typeof UpdateNotificationSettingsRequestSchema>;

/** The token of a mail's unsubscribe link (RFC 8058), without sign-in. */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().min(1, 'The link has no token').max(300),
});
export const UnsubscribeResponseSchema = z.object({
  data: z.object({ kind: NotificationKindSchema, label: z.string() }),
});
