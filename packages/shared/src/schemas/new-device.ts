import * as z from '../zod';

/**
 * New-device sign-in mails (issue 30, ADR 033): the mail's "Sign out everywhere" link opens
 * /sign-out-everywhere with its token in the fragment (SIGN_OUT_TOKEN_FRAGMENT); the page posts it.
 */
export const SignOutEverywhereRequestSchema = z.object({
  token: z.string().trim().min(1, 'This sign-out link is not valid or was already used.').max(200),
});
export type SignOutEverywhereRequest = z.infer<typeof SignOutEverywhereRequestSchema>;

export const SIGNED_OUT_EVERYWHERE =
  'Every session of your account has been signed out. Change your password now: use "Forgot password?" on the login page.';
export const SIGN_OUT_LINK_UNKNOWN = 'This sign-out link is not valid or was already used.';
export const SIGN_OUT_LINK_EXPIRED =
  'This sign-out link has expired. Log in and change your password to sign out everywhere.';
