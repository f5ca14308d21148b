import * as z from '../zod';

/**
 * The token of a new-device mail's "Sign out everywhere" link (issue 30, ADR 033). Its answers'
 * texts are in account-security.ts, which the root index leaves out: the web's wallet chunk alone
 * carries them.
 */
export const SignOutEverywhereRequestSchema = z.object({
  token: z.string().trim().min(1, 'This sign-out link is not valid.').max(200),
});
export type SignOutEverywhereRequest = z.infer<typeof SignOutEverywhereRequestSchema>;
