import { SIGN_OUT_LINK_EXPIRED, SIGN_OUT_LINK_UNKNOWN } from '@skillora/shared/account-security';
import type { Clock } from '../../lib/clock';
import { HttpError, notFound } from '../../lib/http-error';
import { hashToken, newSessionToken } from '../../lib/tokens';
import { describeDevice } from '../../lib/user-agent';
import type { UnitOfWork } from '../../outbox';
import type { SessionsService } from './sessions.service';

const DAY_MS = 86_400_000;
/** The browser's device id: HttpOnly, SameSite=Lax, for a year, sent only to /api/auth. */
export const DEVICE_COOKIE = 'skillora_device';
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A week to read the mail and act on it; the link works once. */
export const SIGN_OUT_LINK_TTL_MS = 7 * DAY_MS;
/** Longer than the cookie lives: a device this long unseen has lost its cookie anyway. */
const FORGET_UNSEEN_AFTER_MS = 400 * DAY_MS;
/** What newSessionToken makes; anything else in the cookie is replaced. */
const DEVICE_ID = /^[\w-]{43}$/;

declare module '../../outbox' {
  interface EventMap {
    /** A sign-in from a device the user had not used: mail them (the link's token is the secret). */
    'auth.new-device': { userId: string; device: string; ip: string; at: string };
  }
}

export type SignIn = {
  userId: string;
  /** The session the sign-in just opened: not "an earlier session". */
  sessionTokenHash: string;
  /** The device cookie as the browser sent it, if at all. */
  deviceId: string | undefined;
  userAgent: string | undefined;
  ip: string;
};

/**
 * New-device sign-in mails (issue 30, ADR 033): every sign-in is checked against the user's known
 * devices; an unknown one of a user who signed in before is mailed with a single-use link that
 * ends every session of the account.
 */
export function createNewDeviceCheck({
  uow,
  clock,
  sessions,
}: {
  uow: UnitOfWork;
  clock: Clock;
  sessions: SessionsService;
}) {
  return {
    /** Records the device of a sign-in; answers the device id the browser keeps in its cookie. */
    async signedIn({ userId, sessionTokenHash, deviceId, userAgent, ip }: SignIn): Promise<string> {
      const id = deviceId && DEVICE_ID.test(deviceId) ? deviceId : newSessionToken();
      const deviceHash = hashToken(id);
      const now = clock.now();
      await uow.run(async (tx) => {
        const r = tx.repos.devices;
        if (await r.touch(userId, deviceHash, now)) return;
        // The very first sign-in (or sign-up) has nothing to be new against.
        const isFirst = !(await r.hasSignedInBefore(userId, sessionTokenHash));
        await r.forgetUnseen(userId, new Date(now.getTime() - FORGET_UNSEEN_AFTER_MS));
        const device = describeDevice(userAgent ?? null);
        await r.insert({ userId, deviceHash, description: device, firstSeenAt: now, lastSeenAt: now });
        if (isFirst) return;
        const token = newSessionToken();
        const expiresAt = new Date(now.getTime() + SIGN_OUT_LINK_TTL_MS);
        await r.insertLink({ tokenHash: hashToken(token), userId, deviceHash, expiresAt }, now);
        tx.emit(
          'auth.new-device',
          `user:${userId}`,
          { userId, device, ip, at: now.toISOString() },
          { secret: token },
        );
      });
      return id;
    },

    /**
     * The mail's link: every session of its user ends, and the device it named is forgotten (its
     * next sign-in mails again). Once: the link is taken out by the same transaction.
     */
    async signOutEverywhere(token: string): Promise<void> {
      const outcome = await uow.run(async (tx) => {
        const link = await tx.repos.devices.takeLink(hashToken(token));
        if (!link) return 'unknown';
        if (link.expiresAt.getTime() <= clock.now().getTime()) return 'expired';
        await sessions.revokeAllIn(tx, link.userId, 'revoked');
        await tx.repos.devices.forget(link.userId, link.deviceHash);
        return 'done';
      });
      if (outcome === 'unknown') throw notFound(SIGN_OUT_LINK_UNKNOWN);
      if (outcome === 'expired') throw new HttpError(410, SIGN_OUT_LINK_EXPIRED);
    },
  };
}

export type NewDeviceCheck = ReturnType<typeof createNewDeviceCheck>;
