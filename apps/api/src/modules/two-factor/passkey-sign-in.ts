import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PasskeySignInRequest } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { unauthorized } from '../../lib/http-error';
import { hashToken } from '../../lib/tokens';
import type { UnitOfWork } from '../../outbox';
import type { LoginStep } from './login-step';
import { NOT_VERIFIED } from './passkeys.service';
import { CEREMONY_EXPIRED, createChallenges, decodeKey, type RelyingParty } from './webauthn';

export const UNKNOWN_PASSKEY =
  'This passkey is not registered with Skillora. Sign in with your password, or use another passkey.';
export const NOT_YOUR_PASSKEY = 'This passkey belongs to another account. Use a passkey of this account.';

type Deps = { uow: UnitOfWork; clock: Clock; rp: RelyingParty; loginStep: LoginStep };

/**
 * Signing in with a passkey (issue 30, ADR 032). Alone, a passkey is both factors: the device
 * and the PIN or fingerprint that unlocks it (user verification is required). As the second step
 * of a password sign-in (`loginToken`), it must be a passkey of that user, and presence is enough.
 * Auth opens the session; this answers whose it is.
 */
export function createPasskeySignIn({ uow, clock, rp, loginStep }: Deps) {
  const challenges = createChallenges({ uow, clock });

  return {
    async options(loginToken: string | undefined) {
      const userId = loginToken ? await loginStep.userOf(loginToken) : null;
      const mine = userId ? await uow.read.passkeys.listOf(userId) : null;
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: 'preferred',
        // Without a user, an empty list lets the browser offer any passkey it has for this site.
        allowCredentials: mine?.map((p) => ({ id: p.credentialId, transports: p.transports })) ?? [],
      });
      await challenges.issue(options.challenge, 'sign-in', userId);
      // Spread: the shared schema passes the library's JSON through as a plain record.
      return { ...options };
    },

    /** The user the passkey signs in; its counter and last use are recorded, the login step spent. */
    async verify({ response, loginToken }: PasskeySignInRequest): Promise<string> {
      const passkey = await uow.read.passkeys.findByCredentialId(response.id);
      if (!passkey) throw unauthorized(UNKNOWN_PASSKEY);
      if (loginToken && (await loginStep.userOf(loginToken)) !== passkey.userId) {
        throw unauthorized(NOT_YOUR_PASSKEY);
      }
      let isChallengeLive = true;
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: async (challenge) => {
          isChallengeLive = await challenges.take(challenge, 'sign-in', passkey.userId);
          return isChallengeLive;
        },
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.credentialId,
          publicKey: decodeKey(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: !loginToken,
      }).catch(() => {
        throw unauthorized(isChallengeLive ? NOT_VERIFIED : CEREMONY_EXPIRED);
      });
      if (!verification.verified) throw unauthorized(NOT_VERIFIED);
      const { newCounter } = verification.authenticationInfo;
      await uow.run(async ({ repos }) => {
        // Lost to a sign-in with the same passkey a moment ago: its counter moved on.
        if (!(await repos.passkeys.recordUse(passkey.id, passkey.counter, newCounter, clock.now()))) {
          throw unauthorized(NOT_VERIFIED);
        }
        if (loginToken) await repos.twoFactor.deleteChallenge(hashToken(loginToken));
      });
      return passkey.userId;
    },
  };
}

export type PasskeySignIn = ReturnType<typeof createPasskeySignIn>;
