import { OTP_RESEND_COOLDOWN_S, OTP_RESENDS_PER_HOUR } from '@skillora/shared';
import { tooManyRequests } from '../../lib/http-error';

const HOUR_MS = 3_600_000;

/** The send counters stored with a mailed code (sign-up, reset, email change). */
export type CodeSends = { lastSentAt: Date; hourStartedAt: Date; sendsThisHour: number };

/**
 * When another code may be sent after the one stored now (null: now), and the refusal's words
 * until then — the resend budget of every mailed code, a security rule (ADR 014): one a minute,
 * five an hour. Also what a pending code's page shows as its countdown.
 */
export function nextCodeSend(row: CodeSends | null, now: Date): { waitS: number; message: string } | null {
  if (!row) return null;
  const at = now.getTime();
  const sinceLast = at - row.lastSentAt.getTime();
  if (sinceLast < OTP_RESEND_COOLDOWN_S * 1000) {
    const waitS = Math.ceil((OTP_RESEND_COOLDOWN_S * 1000 - sinceLast) / 1000);
    return { waitS, message: `Please wait ${waitS} seconds before requesting a new code` };
  }
  const sameHour = at - row.hourStartedAt.getTime() < HOUR_MS;
  if (sameHour && row.sendsThisHour >= OTP_RESENDS_PER_HOUR) {
    const waitS = Math.ceil((row.hourStartedAt.getTime() + HOUR_MS - at) / 1000);
    return { waitS, message: `Too many codes requested. Try again in ${Math.ceil(waitS / 60)} minutes.` };
  }
  return null;
}

/**
 * The resend budget as a send checks it: throws 429 when it is spent; otherwise answers the
 * counters the new send carries. `row` is the code stored now for the address (null: none).
 */
export function codeSendWindow(row: CodeSends | null, now: Date) {
  const at = now.getTime();
  if (!row) return { hourStartedAt: new Date(at), sendsThisHour: 1 };
  const refusal = nextCodeSend(row, now);
  if (refusal) throw tooManyRequests(refusal.message, refusal.waitS);
  const sameHour = at - row.hourStartedAt.getTime() < HOUR_MS;
  return {
    hourStartedAt: sameHour ? row.hourStartedAt : new Date(at),
    sendsThisHour: (sameHour ? row.sendsThisHour : 0) + 1,
  };
}
