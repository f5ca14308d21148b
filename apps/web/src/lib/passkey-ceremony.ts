import type { PasskeyOptionsResponse } from '@skillora/shared';
import { ApiError } from './api-client';

/**
 * The browser's half of a passkey ceremony (ADR 032), by @simplewebauthn/browser loaded on first
 * use: the landing page and the route chunks carry none of it. A refusal comes back as an ApiError
 * with the words to show, as the API's refusals do, so one `errorText` serves both.
 */
const library = () => import('@simplewebauthn/browser');

export const PASSKEY_CANCELLED = 'The passkey request was cancelled or timed out. Please try again.';
const UNSUPPORTED = 'This browser cannot use passkeys. Try another browser, or sign in with your password.';
const ALREADY_ON_DEVICE = 'This device already has a passkey for your account.';

export function passkeyRefusal(err: unknown, fallback: string): ApiError {
  const name = err instanceof Error ? err.name : '';
  // NotAllowedError: the person closed the dialog, or it timed out (browsers do not say which).
  if (name === 'NotAllowedError' || name === 'AbortError') return new ApiError(PASSKEY_CANCELLED, 0, true);
  if (name === 'InvalidStateError') return new ApiError(ALREADY_ON_DEVICE, 0, true);
  return new ApiError(fallback, 0, true);
}

async function ready() {
  const webauthn = await library();
  if (!webauthn.browserSupportsWebAuthn()) throw new ApiError(UNSUPPORTED, 0, true);
  return webauthn;
}

/** Creates a passkey on this device for the server's registration options. */
export async function createPasskey(options: PasskeyOptionsResponse) {
  const { startRegistration } = await ready();
  // The server made these with @simplewebauthn/server; the contract passes them through unchanged.
  const optionsJSON = options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'];
  return startRegistration({ optionsJSON }).catch((err: unknown) => {
    throw passkeyRefusal(err, 'Could not create a passkey on this device');
  });
}

/** Signs the server's sign-in challenge with a passkey the person picks. */
export async function assertPasskey(options: PasskeyOptionsResponse) {
  const { startAuthentication } = await ready();
  const optionsJSON = options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'];
  return startAuthentication({ optionsJSON }).catch((err: unknown) => {
    throw passkeyRefusal(err, 'Could not use a passkey on this device');
  });
}
