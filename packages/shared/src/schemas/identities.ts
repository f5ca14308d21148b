import { SIGNUP_ROLES } from '../constants';
import * as z from '../zod';
import { NewPasswordSchema } from './auth';

/** Where the browser goes next to sign in with the provider. */
export const OidcStartResponseSchema = z.object({ url: z.string() });
export type OidcStartResponse = z.infer<typeof OidcStartResponseSchema>;

/** Linking from Profile Settings: the page to come back to (a path of this site). */
export const LinkIdentityRequestSchema = z.object({
  returnTo: z
    .string()
    .max(200)
    .regex(/^\/(?!\/)[\w\-/]*$/, 'returnTo must be a path of this site'),
});
export type LinkIdentityRequest = z.infer<typeof LinkIdentityRequestSchema>;

/** The new user waiting for their role choice. */
/**
 * GET /api/auth/oidc/notice: what a refused Google sign-in has to say beyond its `?oidc=` outcome —
 * today a blocked account's reason (and a suspension's end). Read once: null afterwards.
 */
export const OidcNoticeResponseSchema = z.object({ message: z.string().nullable() });
export type OidcNoticeResponse = z.infer<typeof OidcNoticeResponseSchema>;

export const OidcPendingResponseSchema = z.object({ email: z.string(), name: z.string() });
export type OidcPendingResponse = z.infer<typeof OidcPendingResponseSchema>;

export const CompleteOidcSignupRequestSchema = z.object({
  role: z.enum(SIGNUP_ROLES, 'Choose whether you are a client or a freelancer'),
});
export type CompleteOidcSignupRequest = z.infer<typeof CompleteOidcSignupRequestSchema>;
/** The new account's role: the browser goes to its home. */
export const CompleteOidcSignupResponseSchema = z.object({ role: z.enum(['client', 'freelancer', 'admin']) });

export const IdentitySchema = z.object({
  id: z.string(),
  provider: z.string(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type Identity = z.infer<typeof IdentitySchema>;

export const ListIdentitiesResponseSchema = z.object({
  hasPassword: z.boolean(),
  identities: z.array(IdentitySchema),
});
export type ListIdentitiesResponse = z.infer<typeof ListIdentitiesResponseSchema>;

export const SetPasswordRequestSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SetPasswordRequest = z.infer<typeof SetPasswordRequestSchema>;
