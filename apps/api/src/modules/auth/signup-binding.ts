import { timingSafeEqual } from 'node:crypto';
import { PASSWORD_MAX } from '@skillora/shared';
import { verifyPassword } from '../../lib/password';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { PendingRegistration } from './schema';

/**
 * A pending sign-up belongs to the browser that made it (ADR 014): registering sets this cookie
 * (a random token; the pending sign-up stores its hash), and only a verify-otp call that proves
 * the same browser — the cookie, or the sign-up's password in `userData` as the spec's client
 * sends it — completes it. A code alone, from the mail, is not enough.
 */
export const SIGNUP_COOKIE = 'skillora_signup';
export const SIGNUP_COOKIE_MAX_AGE_S = 24 * 3600;

const TOKEN_SHAPE = /^[\w-]{43}$/;

/** The browser's token when it has a well-formed one (one browser, one token), else a new one. */
export const signupToken = (fromCookie: string | undefined) =>
  fromCookie && TOKEN_SHAPE.test(fromCookie) ? fromCookie : newSessionToken();

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const isSameBrowser = (pending: PendingRegistration, token: string | undefined) =>
  Boolean(pending.bindingHash && token && sameHash(pending.bindingHash, hashToken(token)));

export type SignupProof = { token: string | undefined; userData: unknown };

function passwordIn(userData: unknown): string | null {
  if (typeof userData !== 'object' || userData === null || !('password' in userData)) return null;
  const { password } = userData;
  return typeof password === 'string' && password.length <= PASSWORD_MAX ? password : null;
}

/** The cookie first (free); the password only when there is no cookie (a hash check). */
export async function provesSignup(pending: PendingRegistration, proof: SignupProof): Promise<boolean> {
  if (isSameBrowser(pending, proof.token)) return true;
  const password = passwordIn(proof.userData);
  return password !== null && verifyPassword(pending.passwordHash, password);
}
