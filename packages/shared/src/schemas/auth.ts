import {
  NAME_MAX,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  SIGNUP_ROLES,
  USER_STATUSES,
} from '../constants';
import { DIRECTION_CONTROLS_MESSAGE, hasDirectionControls } from '../direction-controls';
import { passwordProblem } from '../password-policy';
import * as z from '../zod';
import { SecondFactorRequiredResponseSchema } from './two-factor';

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email'));

/**
 * A person's name, as they sign up or change it: no text-direction controls, which would let it
 * read as something else (issue 31). Right-to-left letters are fine.
 */
export const PersonNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`)
  .refine((name) => !hasDirectionControls(name), DIRECTION_CONTROLS_MESSAGE);

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const OtpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

export const RegisterRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  role: z.enum(SIGNUP_ROLES, 'Choose whether you are a client or a freelancer'),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const VerifyOtpRequestSchema = z.object({
  email: EmailSchema,
  otp: OtpSchema,
  // The spec's client sends its sign-up data back: the account is built from what the server stored;
  // a password in it proves the caller made the sign-up (as the sign-up cookie does, ADR 014).
  userData: z.unknown().optional(),
});
export type VerifyOtpRequest = z.infer<typeof VerifyOtpRequestSchema>;

export const EmailOnlyRequestSchema = z.object({ email: EmailSchema });
export type EmailOnlyRequest = z.infer<typeof EmailOnlyRequestSchema>;

export const LoginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  otp: OtpSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

const userFields = {
  id: z.uuid(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  profilePic: z.string().nullable(),
  /** The account menu's photo (issue 14): the same URL as `profilePic`, named as the issue names it. */
  photoUrl: z.string().nullable(),
  name: z.string(),
};

export const LoginResponseSchema = z.object({
  user: z.object(userFields),
  role: z.enum(ROLES),
  accessToken: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * POST /api/auth/login: signed in, or (two-step verification on) the second step to take with
 * POST /api/auth/login/second-factor, which answers a `LoginResponse`.
 */
export const LoginStepResponseSchema = z.union([LoginResponseSchema, SecondFactorRequiredResponseSchema]);
export type LoginStepResponse = z.infer<typeof LoginStepResponseSchema>;

/** `photoUrl`: the account menu's photo (issue 14); the same as `profilePic`, named as the issue names it. */
export const SessionUserSchema = z.object({
  ...userFields,
  role: z.enum(ROLES),
  photoUrl: z.string().nullable(),
  /**
   * GET /api/auth/me only: an admin who must turn on two-step verification before the admin API
   * answers them (ADMIN_2FA `required`, ADR 031); the admin area opens its Two-step verification page.
   */
  needsSecondFactor: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const MeResponseSchema = z.object({ user: SessionUserSchema });
export type MeResponse = z.infer<typeof MeResponseSchema>;
