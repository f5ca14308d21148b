import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, NotificationKindSchema } from '@skillora/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const mac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * The one-click unsubscribe token of a mail (RFC 8058): who and which kind, signed with a key all
 * instances share. It does not expire, as the link in an old mail must keep working; it can only
 * ever switch one kind of mail off for one user.
 */
export function signUnsubscribe(key: string, userId: string, kind: NotificationKind): string {
  const body = `${userId}.${kind}`;
  return `${body}.${mac(key, body)}`;
}

export function verifyUnsubscribe(
  key: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (!userId || !kind || !signature || rest.length > 0 || !UUID.test(userId)) return null;
  const parsedKind = NotificationKindSchema.safeParse(kind);
  if (!parsedKind.success) return null;
  const expected = Buffer.from(mac(key, `${userId}.${kind}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: parsedKind.data };
}
