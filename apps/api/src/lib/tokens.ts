import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@skillora/shared';

/** 256 random bits, URL-safe. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A numeric one-time code from the CSPRNG, zero-padded to the spec's length. */
export const newOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
