import { PASSKEY_NAME_MAX } from '../constants';
import * as z from '../zod';

/**
 * Passkeys (WebAuthn, issue 30, ADR 032). The ceremonies' JSON is what `@simplewebauthn/browser`
 * makes and `@simplewebauthn/server` checks; these schemas only give it a shape and a size, the
 * server library checks what it says.
 */
const b64url = z.string().min(1).max(16_384);

/** A registered passkey as its owner sees it: never its key or credential id. */
export const PasskeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

export const ListPasskeysResponseSchema = z.object({ data: z.array(PasskeySchema) });
export type ListPasskeysResponse = z.infer<typeof ListPasskeysResponseSchema>;

/** Options for `navigator.credentials.create/get` (`optionsJSON` of the browser library), passed through. */
export const PasskeyOptionsResponseSchema = z.looseObject({ challenge: z.string() });
export type PasskeyOptionsResponse = z.infer<typeof PasskeyOptionsResponseSchema>;

const credentialFields = {
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // No extensions are asked for; whatever the browser reports is dropped.
  clientExtensionResults: z.unknown().transform((): Record<never, never> => ({})),
};

/** What `startRegistration()` answers. */
export const PasskeyRegistrationSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url,
    attestationObject: b64url,
    authenticatorData: b64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url.optional(),
  }),
});

/** What `startAuthentication()` answers. */
export const PasskeyAssertionSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
});

export const AddPasskeyRequestSchema = z.object({
  response: PasskeyRegistrationSchema,
  name: z
    .string()
    .trim()
    .max(PASSKEY_NAME_MAX, `Name must be at most ${PASSKEY_NAME_MAX} characters`)
    .optional(),
});
export type AddPasskeyRequest = z.infer<typeof AddPasskeyRequestSchema>;

/**
 * `recoveryCodes`: only when this passkey turned two-step verification on (no second factor
 * before), shown once as the authenticator app's are.
 */
export const AddPasskeyResponseSchema = z.object({
  passkey: PasskeySchema,
  recoveryCodes: z.array(z.string()).optional(),
});
export type AddPasskeyResponse = z.infer<typeof AddPasskeyResponseSchema>;

export const PasskeyIdParamsSchema = z.object({ id: z.uuid('Passkey not found') });

const loginToken = z.string().min(1, 'Please log in again').max(200);

/**
 * Sign-in options. With the `loginToken` of a password sign-in (the second step) the options name
 * that user's passkeys; without, any passkey of this site may answer (discoverable credentials).
 */
export const PasskeySignInOptionsRequestSchema = z.object({ loginToken: loginToken.optional() });
export type PasskeySignInOptionsRequest = z.infer<typeof PasskeySignInOptionsRequestSchema>;

/** A passkey alone signs in; with `loginToken` it is the second step of that password sign-in. */
export const PasskeySignInRequestSchema = z.object({
  response: PasskeyAssertionSchema,
  loginToken: loginToken.optional(),
});
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequestSchema>;
