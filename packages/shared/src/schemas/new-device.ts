import { SIGN_OUT_LINK_UNKNOWN } from '../account-security';
import * as z from '../zod';

/** The token of a new-device mail's "Sign out everywhere" link (issue 30, ADR 033). */
export const SignOutEverywhereRequestSchema = z.object({
  token: z.string().trim().min(1, SIGN_OUT_LINK_UNKNOWN).max(200),
});
export type SignOutEverywhereRequest = z.infer<typeof SignOutEverywhereRequestSchema>;
