import { randomBytes } from 'node:crypto';
import {
  type MarkNotificationsReadRequest,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationSettings,
  type NotificationsPage,
  type UpdateNotificationSettingsRequest,
} from '@skillora/shared';
import { currentTimes } from '@skillora/shared/text-times';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import type { Mailer } from '../../plugins/mailer';
import { userAccounts } from '../auth';
import type { Live } from '../live';
import { mailTimes } from './mail-times';
import { notificationMail } from './notification-mails';
import type { NotificationCursor, NotificationsRepository } from './notifications.repository';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

declare module '../../outbox' {
  interface EventMap {
    /** A notification was stored: its recipient's tabs hear of it and, if wanted, a mail goes out once. */
    'notification.created': { notificationId: string; recipientId: string };
  }
}

export const PAGE_SIZE = 20;
/** New-message mails: at most one per conversation per this long (issue 16). */
export const MESSAGE_MAIL_EVERY_MS = 30 * 60_000;
const INVALID_LINK = 'This unsubscribe link is not valid';

export type NotificationContent = {
  title: string;
  body: string;
  link: string;
  groupKey?: string;
  /** Already seen where it happened (a message read in its open conversation). */
  isRead?: boolean;
};

const encodeCursor = (c: NotificationCursor) =>
  Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');
function decodeCursor(cursor: string): NotificationCursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime()))
    throw badRequest('Invalid cursor');
  return { createdAt, id };
}

const toNotification = (row: Awaited<ReturnType<NotificationsRepository['list']>>[number]): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  // Rows stored before issue 31 wrote "… UTC": answered as every text keeps a moment now.
  title: currentTimes(row.title),
  body: currentTimes(row.body),
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export function createNotificationsService(deps: {
  uow: UnitOfWork;
  clock: Clock;
  mailer: Mailer;
  live: Live;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  const { uow, clock, mailer, live, appUrl } = deps;
  const read = uow.read.notifications;
  let key: Promise<string> | null = null;
  const signingKey = () => {
    key ??= read.signingKey('unsubscribe', randomBytes(32).toString('base64url')).catch((err) => {
      key = null;
      throw err;
    });
    return key;
  };
  const host = new URL(appUrl).hostname;

  async function unsubscribeTarget(token: string) {
    const target = verifyUnsubscribe(await signingKey(), token);
    if (!target || !(await userAccounts.find(uow.read, target.userId))) throw notFound(INVALID_LINK);
    return target;
  }

  async function settings(userId: string, role: string): Promise<{ data: NotificationSettings }> {
    const off = new Set(await read.optOuts(userId));
    const kinds = NOTIFICATION_KINDS.filter((k) =>
      (NOTIFICATION_KIND_LABELS[k].roles as readonly string[]).includes(role),
    );
    return { data: { email: Object.fromEntries(kinds.map((k) => [k, !off.has(k)])) } };
  }

  return {
    /**
     * Stores one notification for an outbox event, once: a retried handler finds the
     * (event, recipient) row there and emits nothing again.
     */
    create: (eventId: number, recipientId: string, kind: NotificationKind, content: NotificationContent) =>
      uow.run(async (tx) => {
        const id = await tx.repos.notifications.insert({
          eventId,
          recipientId,
          kind,
          title: content.title,
          body: content.body,
          link: content.link,
          groupKey: content.groupKey ?? null,
          createdAt: clock.now(),
          readAt: content.isRead ? clock.now() : null,
        });
        // A group's notifications (one conversation's messages) share a subject, so the outbox
        // delivers them one at a time in order on any number of instances: the half-hour mail
        // batching reads what the previous delivery wrote, and two cannot both mail.
        const subject = content.groupKey
          ? `notifications:${recipientId}:${content.groupKey}`
          : `notification:${id}`;
        if (id) tx.emit('notification.created', subject, { notificationId: id, recipientId });
        return id;
      }),

    /**
     * After the notification committed: a wake-up to the recipient's tabs, and its mail once —
     * `mailed_at` is set after sending, so a retry after a failed send tries again and a retry
     * after a sent one does not.
     */
    async deliver(notificationId: string, recipientId: string) {
      await live.publish({ userIds: [recipientId] }, 'notification.created', { id: notificationId });
      const n = await read.find(notificationId);
      const to = n && (await userAccounts.find(uow.read, n.recipientId));
      if (!n || !to || n.mailedAt || n.readAt || to.status !== 'active' || to.role === 'admin') return;
      const kind = n.kind as NotificationKind;
      if (await read.isOptedOut(n.recipientId, kind)) return;
      if (kind === 'message_received') {
        // "While I am offline": a tab open on this instance sees it live; and one mail per
        // conversation per half hour however many messages arrive.
        if (live.isConnected(n.recipientId)) return;
        const since = new Date(clock.now().getTime() - MESSAGE_MAIL_EVERY_MS);
        if (n.groupKey && (await read.wasGroupMailedSince(n.recipientId, n.groupKey, since))) return;
      }
      const token = signUnsubscribe(await signingKey(), n.recipientId, kind);
      // Its deadlines in the zone the recipient's profile gives (freelancers have one), else UTC.
      const profile = to.role === 'freelancer' ? await uow.read.profiles.findFreelancerProfile(to.id) : null;
      const words = mailTimes(profile?.timeZone ?? null);
      await mailer.send(
        notificationMail({
          id: n.id,
          to: to.email,
          name: to.name,
          kind,
          title: words(n.title),
          body: words(n.body),
          url: new URL(n.link, appUrl).toString(),
          unsubscribeUrl: `${appUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
          host,
        }),
      );
      await read.markMailed(n.id, clock.now());
    },

    async list(userId: string, cursor?: string): Promise<NotificationsPage> {
      const after = cursor ? decodeCursor(cursor) : undefined;
      const [rows, unread] = await Promise.all([
        read.list(userId, PAGE_SIZE + 1, after),
        read.countUnread(userId),
      ]);
      const data = rows.slice(0, PAGE_SIZE);
      const last = data.at(-1);
      return {
        data: data.map(toNotification),
        nextCursor: rows.length > PAGE_SIZE && last ? encodeCursor(last) : null,
        unread,
      };
    },

    async markRead(userId: string, body: MarkNotificationsReadRequest) {
      await read.markRead(userId, 'all' in body ? 'all' : body.ids, clock.now());
      return { data: { unread: await read.countUnread(userId) } };
    },

    settings,

    async updateSettings(userId: string, role: string, body: UpdateNotificationSettingsRequest) {
      await uow.run(async ({ repos: { notifications: repo } }) => {
        for (const [kind, isOn] of Object.entries(body.email)) {
          if (isOn !== undefined) await repo.setOptOut(userId, kind, !isOn);
        }
      });
      return settings(userId, role);
    },

    /** What a token would switch off, for the confirm page. */
    async describeUnsubscribe(token: string) {
      const { kind } = await unsubscribeTarget(token);
      return { data: { kind, label: NOTIFICATION_KIND_LABELS[kind].label } };
    },

    /** One click, no sign-in: the token alone says who and which kind. */
    async unsubscribe(token: string) {
      const { userId, kind } = await unsubscribeTarget(token);
      await uow.run(({ repos }) => repos.notifications.setOptOut(userId, kind, true));
      return { data: { kind, label: NOTIFICATION_KIND_LABELS[kind].label } };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
