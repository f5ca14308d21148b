import { TOTP_DIGITS } from '../constants';
import * as z from '../zod';

/**
 * Two-step verification (issue 30, ADR 031). A second factor is one of `SECOND_FACTOR_KINDS`
 * (an authenticator app or passkeys, ADR 032); recovery codes and the login step serve every kind.
 */
export const SECOND_FACTOR_KINDS = ['totp', 'passkey'] as const;
export type SecondFactorKind = (typeof SECOND_FACTOR_KINDS)[number];

/** The 403 of the admin API for an admin with no second factor while ADMIN_2FA is `required`. */
export const ADMIN_NEEDS_SECOND_FACTOR =
  'Turn on two-step verification to use the admin area (Two-step verification, in the admin sidebar).';

/** The code an authenticator app shows; the spaces some apps print in the middle are dropped. */
export const TotpCodeSchema = z
  .string()
  .max(20)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^\\d{${TOTP_DIGITS}}$`),
        `Enter the ${TOTP_DIGITS}-digit code from your authenticator app`,
      ),
  );

/** One of the ten recovery codes (`abcde-fghjk`); case, spaces and dashes do not matter. */
export const RecoveryCodeSchema = z.string().trim().min(1, 'Enter a recovery code').max(64);

const proofFields = { code: TotpCodeSchema.optional(), recoveryCode: RecoveryCodeSchema.optional() };
const hasOneProof = (proof: { code?: string | undefined; recoveryCode?: string | undefined }) =>
  (proof.code === undefined) !== (proof.recoveryCode === undefined);
const ONE_PROOF = 'Enter the code from your authenticator app or a recovery code';

/** `{code}` or `{recoveryCode}`: what proves the second factor. */
export const SecondFactorProofSchema = z.object(proofFields).refine(hasOneProof, ONE_PROOF);
export type SecondFactorProof = z.infer<typeof SecondFactorProofSchema>;

/** POST /api/auth/login's answer for an account with two-step verification: no session yet. */
export const SecondFactorRequiredResponseSchema = z.object({
  secondFactorRequired: z.literal(true),
  /** Names this sign-in for the second step: a few minutes, once, for this user only. */
  loginToken: z.string(),
});
export type SecondFactorRequiredResponse = z.infer<typeof SecondFactorRequiredResponseSchema>;

export const SecondFactorLoginRequestSchema = z
  .object({ loginToken: z.string().min(1, 'Please log in again').max(200), ...proofFields })
  .refine(hasOneProof, ONE_PROOF);
export type SecondFactorLoginRequest = z.infer<typeof SecondFactorLoginRequestSchema>;

/** Setting up an authenticator app: the secret to type in, or the link a phone opens. */
export const StartTotpResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth link as a QR code: an SVG data URL to show as an image. */
  qrCode: z.string(),
});
export type StartTotpResponse = z.infer<typeof StartTotpResponseSchema>;

export const ConfirmTotpRequestSchema = z.object({ code: TotpCodeSchema });
export type ConfirmTotpRequest = z.infer<typeof ConfirmTotpRequestSchema>;

/** Shown once: only their hashes are kept. */
export const ConfirmTotpResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type ConfirmTotpResponse = z.infer<typeof ConfirmTotpResponseSchema>;

export const TwoFactorStatusResponseSchema = z.object({
  /** One entry per kind that is on; a passkey's `addedAt` is the first passkey's. */
  factors: z.array(z.object({ kind: z.enum(SECOND_FACTOR_KINDS), addedAt: z.string() })),
  recoveryCodesLeft: z.number().int(),
  /** This account must have a second factor to do its work (an admin while ADMIN_2FA is `required`). */
  isRequired: z.boolean(),
});
export type TwoFactorStatusResponse = z.infer<typeof TwoFactorStatusResponseSchema>;
