import { appUrlOf, type Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import type { UnitOfWork } from '../../outbox';
import type { PasskeyPurpose } from './schema';

/**
 * Who the passkeys belong to (ADR 032): the site's host name as the relying party id, and the
 * origin a ceremony must come from, both from the URL users reach the site at (APP_URL, or
 * http://localhost:PORT, where browsers allow WebAuthn without https).
 */
export type RelyingParty = { id: string; name: string; origin: string };

export function relyingPartyOf(config: Pick<Config, 'APP_URL' | 'PORT'>): RelyingParty {
  const url = new URL(appUrlOf(config));
  return { id: url.hostname, name: 'Skillora', origin: url.origin };
}

/** Long enough for the browser's dialog and a fingerprint; the browser gives up after one minute. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export const CEREMONY_EXPIRED = 'This passkey request has expired. Please try again.';

/** The challenges handed out, each kept as its SHA-256 until its answer (or its expiry) takes it out. */
export function createChallenges({ uow, clock }: { uow: UnitOfWork; clock: Clock }) {
  return {
    async issue(challenge: string, purpose: PasskeyPurpose, userId: string | null) {
      const now = clock.now();
      await uow.run(async ({ repos }) => {
        await repos.passkeys.deleteExpiredChallenges(now);
        await repos.passkeys.insertChallenge({
          challengeHash: hashToken(challenge),
          purpose,
          userId,
          expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        });
      });
    },

    /**
     * Whether `challenge` was handed out for `purpose` (and, when it names a user, for `userId`)
     * and is still live. It is taken out either way: a challenge is answered once.
     */
    async take(challenge: string, purpose: PasskeyPurpose, userId: string): Promise<boolean> {
      const row = await uow.read.passkeys.takeChallenge(hashToken(challenge), purpose);
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) return false;
      return row.userId === null || row.userId === userId;
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;

/** The COSE public key as stored (base64url text) and back. */
export const encodeKey = (key: Uint8Array) => Buffer.from(key).toString('base64url');
export const decodeKey = (text: string) => Uint8Array.from(Buffer.from(text, 'base64url'));

/** A user's id as the WebAuthn user handle: its 16 bytes, no email or name in it. */
export const userHandleOf = (userId: string) => Uint8Array.from(Buffer.from(userId.replace(/-/g, ''), 'hex'));
