/**
 * The second factor asked again before withdrawals, and new-device sign-in mails (issue 30, ADR 033).
 * Zod-free and apart from constants.ts: the web's wallet and password-reset chunks carry these
 * texts, not the landing page's entry.
 */

/**
 * A withdrawal above this asks for the second factor again (issue 30, ADR 033): $1,000.00. Exactly
 * $1,000.00 does not.
 */
export const WITHDRAWAL_CODE_ABOVE_CENTS = 100_000;

/** The 403 of a freelancer's first withdrawal without two-step verification (PAYOUT_2FA `required`). */
export const FIRST_WITHDRAWAL_NEEDS_SECOND_FACTOR =
  'Turn on two-step verification before your first withdrawal.';
/** The 403 of a withdrawal above WITHDRAWAL_CODE_ABOVE_CENTS without two-step verification. */
export const LARGE_WITHDRAWAL_NEEDS_SECOND_FACTOR =
  'Turn on two-step verification to withdraw more than $1,000.00.';
/** The 403 of a withdrawal above WITHDRAWAL_CODE_ABOVE_CENTS that came without a code. */
export const WITHDRAWAL_NEEDS_CODE =
  'Enter the code from your authenticator app (or a recovery code) to withdraw more than $1,000.00.';

/** The 403 of changing an enabled payout account without two-step verification (PAYOUT_2FA `required`). */
export const PAYOUT_CHANGE_NEEDS_SECOND_FACTOR =
  'Turn on two-step verification before you change your payout account.';
/** The 403 of changing an enabled payout account that came without a code. */
export const PAYOUT_CHANGE_NEEDS_CODE =
  'Enter the code from your authenticator app (or a recovery code) to change your payout account.';

/** The answers of the "Sign out everywhere" link of a new-device mail (SIGN_OUT_TOKEN_FRAGMENT). */
export const SIGNED_OUT_EVERYWHERE =
  'Every session of your account has been signed out. Now change your password.';
export const SIGN_OUT_LINK_UNKNOWN = 'This sign-out link is not valid or was already used.';
export const SIGN_OUT_LINK_EXPIRED =
  'This sign-out link has expired. Change your password: that signs you out everywhere too.';
