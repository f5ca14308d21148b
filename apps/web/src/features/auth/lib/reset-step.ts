import { OTP_RESEND_COOLDOWN_S } from '@skillora/shared/constants';

/**
 * The forgot-password step, kept in sessionStorage so that a reload (or a trip to the mail app that
 * reloads the tab) keeps the user on the code step instead of sending them back to request another
 * code. Only the address and when the code was sent: never the code or a password.
 */
const KEY = 'skillora.passwordReset';

export type ResetStep = { email: string; sentAt: number };

export function readResetStep(): ResetStep | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'email' in value && 'sentAt' in value) {
      const { email, sentAt } = value as Record<string, unknown>;
      if (typeof email === 'string' && email && typeof sentAt === 'number') return { email, sentAt };
    }
  } catch {
    // Unreadable or unavailable storage: start at the email step.
  }
  return null;
}

export function saveResetStep(step: ResetStep | null): void {
  try {
    if (step) sessionStorage.setItem(KEY, JSON.stringify(step));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the step lives for this page view only.
  }
}

/** Seconds left before another code may be asked for (0 when the user came with a code of their own). */
export const cooldownLeft = (sentAt: number, now = Date.now()) =>
  Math.max(0, OTP_RESEND_COOLDOWN_S - Math.floor((now - sentAt) / 1000));
