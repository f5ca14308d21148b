import * as z from '../zod';
import { EmailSchema, NewPasswordSchema, OtpSchema, PersonNameSchema, SessionUserSchema } from './auth';

/** Profile Settings (issue 14): the signed-in user's own account, under /api/me. */

export const UpdateMeRequestSchema = z.object({
  name: PersonNameSchema,
});
export type UpdateMeRequest = z.infer<typeof UpdateMeRequestSchema>;

export const UpdateMeResponseSchema = z.object({ data: SessionUserSchema });
export type UpdateMeResponse = z.infer<typeof UpdateMeResponseSchema>;

const CurrentPasswordSchema = z
  .string()
  .min(1, 'Enter your current password')
  .max(1024, 'Enter your current password');

export const ChangePasswordRequestSchema = z.object({
  currentPassword: CurrentPasswordSchema,
  newPassword: NewPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ChangeEmailRequestSchema = z.object({ email: EmailSchema });
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequestSchema>;

/**
 * The email change waiting for its code, as the server keeps it: Profile Settings shows its code form
 * after a reload or on another device, with the time left before another code may be sent.
 */
export const PendingEmailChangeSchema = z.object({
  newEmail: z.string(),
  /** Seconds until another code may be sent (0: now). */
  resendInSeconds: z.number().int().min(0),
  expiresAt: z.iso.datetime(),
});
export type PendingEmailChange = z.infer<typeof PendingEmailChangeSchema>;
/** `data: null` when no live code waits (none asked for, used, expired or cancelled). */
export const PendingEmailChangeResponseSchema = z.object({ data: PendingEmailChangeSchema.nullable() });
export type PendingEmailChangeResponse = z.infer<typeof PendingEmailChangeResponseSchema>;

export const VerifyEmailChangeRequestSchema = z.object({ otp: OtpSchema });
export type VerifyEmailChangeRequest = z.infer<typeof VerifyEmailChangeRequestSchema>;

export const DeleteAccountRequestSchema = z.object({
  /** Re-entered by an account that has a password. */
  password: CurrentPasswordSchema.optional(),
  /** Typed instead by an account with no password (Google sign-in only). */
  email: z.string().trim().max(320).optional(),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const AccountSessionSchema = z.object({
  id: z.uuid(),
  /** Browser and system read from the User-Agent at login, e.g. 'Chrome on Windows'. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const ListSessionsResponseSchema = z.object({ data: z.array(AccountSessionSchema) });
export type ListSessionsResponse = z.infer<typeof ListSessionsResponseSchema>;
