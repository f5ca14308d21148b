import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@skillora/shared';
import { hashToken } from '../../lib/tokens';

// No 0/o, 1/l/i: a code read from paper is typed back right. 31 symbols, 12 of them: ~59 bits each.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 4;

const newCode = () =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');

/** Ten new codes (`abcd-efgh-jkmn`), from the CSPRNG. */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/**
 * The stored form of a code: SHA-256, salted with the user's id, of the code with case, spaces and
 * dashes dropped. The codes are random and long, so a fast hash is enough (as for session tokens).
 */
export const recoveryCodeHash = (userId: string, code: string) =>
  hashToken(`recovery:${userId}:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
