import type { SecondFactorProof } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { hashToken, newSessionToken } from '../../lib/tokens';
import type { UnitOfWork } from '../../outbox';
import { checkProof, refusalOf } from './proof';

/** Long enough to open an authenticator app and type a code; short enough that a stolen token soon dies. */
export const LOGIN_TOKEN_TTL_MS = 5 * 60_000;
export const LOGIN_STEP_EXPIRED = 'Your sign-in has expired. Please log in again.';

/**
 * The second step of a login (ADR 031): a password or provider sign-in that proved right starts it
 * and gets a `loginToken` (256 random bits; only its SHA-256 is stored, with the user and an
 * expiry); a right code with that token passes it, once.
 */
export function createLoginStep({ uow, clock }: { uow: UnitOfWork; clock: Clock }) {
  const expired = () => new HttpError(401, LOGIN_STEP_EXPIRED);

  return {
    async start(userId: string): Promise<string> {
      const loginToken = newSessionToken();
      const now = clock.now();
      await uow.run(async ({ repos }) => {
        await repos.twoFactor.deleteExpiredChallenges(now);
        await repos.twoFactor.insertChallenge({
          tokenHash: hashToken(loginToken),
          userId,
          expiresAt: new Date(now.getTime() + LOGIN_TOKEN_TTL_MS),
        });
      });
      return loginToken;
    },

    /** Whose sign-in the token names, while it is live: the throttle counts tries per that user. */
    async userOf(loginToken: string): Promise<string> {
      const row = await uow.read.twoFactor.findChallenge(hashToken(loginToken));
      if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw expired();
      return row.userId;
    },

    /**
     * The user whose sign-in the proof completes. The token is taken out in the same transaction
     * that spends the code, so it completes one sign-in; a wrong code leaves it for another try.
     */
    async pass(loginToken: string, proof: SecondFactorProof): Promise<string> {
      const tokenHash = hashToken(loginToken);
      const result = await uow.run(async ({ repos }) => {
        const row = await repos.twoFactor.lockChallenge(tokenHash);
        if (!row) return { outcome: 'expired' as const };
        if (row.expiresAt.getTime() <= clock.now().getTime()) {
          await repos.twoFactor.deleteChallenge(tokenHash);
          return { outcome: 'expired' as const };
        }
        const outcome = await checkProof(repos, row.userId, proof, clock.now());
        if (outcome === 'ok') await repos.twoFactor.deleteChallenge(tokenHash);
        return { outcome, userId: row.userId };
      });
      if (result.outcome === 'expired') throw expired();
      if (result.outcome !== 'ok') throw refusalOf(result.outcome, 401);
      return result.userId;
    },
  };
}

export type LoginStep = ReturnType<typeof createLoginStep>;
