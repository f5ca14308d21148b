import { TOTP_DIGITS, TOTP_PERIOD_S } from '@skillora/shared';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** What every authenticator app understands: SHA-1, 6 digits, 30 s (RFC 6238's defaults). */
const PARAMS = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S } as const;
/** A code of the step before or after is accepted too: a phone's clock may be a little off. */
const WINDOW = 1;
const ISSUER = 'Skillora';

/** A new 160-bit secret (RFC 4226's recommended size), as the base32 text apps take. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The link an authenticator app opens (and its QR code carries): issuer Skillora, the account's email. */
export const otpauthUrlOf = (secret: string, email: string) =>
  new TOTP({ ...PARAMS, issuer: ISSUER, label: email, secret: Secret.fromBase32(secret) }).toString();

/**
 * The link as a QR code, an SVG data URL the browser shows as an image: drawn here, so that the web
 * bundles carry no QR library and the secret goes to no QR service.
 */
export const qrCodeOf = (otpauthUrl: string) =>
  `data:image/svg+xml;base64,${Buffer.from(renderSVG(otpauthUrl, { pixelSize: 4 })).toString('base64')}`;

/**
 * The time step `code` belongs to at `now`, within one step either way, or null when it is no
 * code of this secret then. The caller refuses a step already used (replays and older codes).
 */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    ...PARAMS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: WINDOW,
  });
  if (delta === null) return null;
  return TOTP.counter({ period: PARAMS.period, timestamp }) + delta;
}
