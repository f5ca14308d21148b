import { OIDC_OUTCOMES, type OidcOutcome } from '@skillora/shared/constants';

export const GOOGLE_NOT_AVAILABLE =
  'Google sign-in is not available yet. Please use your email and password.';

/** What the user reads when a Google round trip comes back (the API's `?oidc=` outcome, ADR 017). */
const MESSAGES: Record<OidcOutcome, string> = {
  unavailable: GOOGLE_NOT_AVAILABLE,
  cancelled: 'Google sign-in was cancelled.',
  provider: 'Google sign-in failed. Please try again.',
  state: 'Google sign-in could not be verified. Please try again.',
  expired: 'Your Google sign-in has expired. Please try again.',
  unverified:
    'An account with this email already exists. Log in with your password, then link Google from Profile Settings.',
  'no-email': 'Google did not confirm an email address for this account, so we cannot sign you up with it.',
  'invalid-email':
    'The email address Google gave is not one we can use, so we cannot sign you up with it. Please sign up with your email instead.',
  blocked: 'Your account has been blocked',
  admin: 'Admin accounts sign in with their email and password.',
  taken: 'This Google account is already linked to another Skillora account.',
  linked: 'Google is now linked to your account.',
};

const isOutcome = (value: string | null): value is OidcOutcome =>
  (OIDC_OUTCOMES as readonly string[]).includes(value ?? '');

/** The outcome named by a `?oidc=` value, or null for anything else. */
export function readOidcOutcome(value: string | null): { outcome: OidcOutcome; message: string } | null {
  return isOutcome(value) ? { outcome: value, message: MESSAGES[value] } : null;
}
