import { OTP_RESEND_COOLDOWN_S, OTP_RESENDS_PER_HOUR } from '@skillora/shared';
import { tooManyRequests } from '../../lib/http-error';

const HOUR_MS = 3_600_000;

/** The send counters stored with a mailed code (sign-up, reset, email change). */
export type CodeSends = { lastSentAt: Date; hourStartedAt: Date; sendsThisHour: number };

/**
 * The resend budget of every mailed code, a security rule (ADR 014): one a minute, five an hour.
 * Throws 429 when it is spent; otherwise answers the counters the new send carries. `row` is the
 * code stored now for the address (null: none).
 */
export function codeSendWindow(row: CodeSends | null, now: Date) {
  const at = now.getTime();
  if (!row) return { hourStartedAt: new Date(at), sendsThisHour: 1 };
  const sinceLast = at - row.lastSentAt.getTime();
  if (sinceLast < OTP_RESEND_COOLDOWN_S * 1000) {
    const wait = Math.ceil((OTP_RESEND_COOLDOWN_S * 1000 - sinceLast) / 1000);
    throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code`, wait);
  }
  const sameHour = at - row.hourStartedAt.getTime() < HOUR_MS;
  const sendsThisHour = (sameHour ? row.sendsThisHour : 0) + 1;
  if (sendsThisHour > OTP_RESENDS_PER_HOUR) {
    const wait = Math.ceil((row.hourStartedAt.getTime() + HOUR_MS - at) / 1000);
    throw tooManyRequests(`Too many codes requested. Try again in ${Math.ceil(wait / 60)} minutes.`, wait);
  }
  return { hourStartedAt: sameHour ? row.hourStartedAt : new Date(at), sendsThisHour };
}
