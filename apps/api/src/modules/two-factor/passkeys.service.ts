import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import {
  type AddPasskeyRequest,
  type AddPasskeyResponse,
  DEFAULT_PASSKEY_NAME,
  type Passkey,
} from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { hasSecondFactor } from './proof';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import type { PasskeyRow } from './schema';
import { CEREMONY_EXPIRED, createChallenges, encodeKey, type RelyingParty, userHandleOf } from './webauthn';

export const NOT_VERIFIED = 'This passkey could not be verified. Please try again.';
export const ALREADY_REGISTERED = 'This passkey is already registered.';
export const PASSKEY_NOT_FOUND = 'Passkey not found';

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

type Deps = { uow: UnitOfWork; clock: Clock; rp: RelyingParty };

/** Adding, listing and removing a signed-in user's passkeys (issue 30, ADR 032). */
export function createPasskeysService({ uow, clock, rp }: Deps) {
  const challenges = createChallenges({ uow, clock });
  const repo = uow.read.passkeys;

  return {
    list: async (userId: string) => ({ data: (await repo.listOf(userId)).map(toPasskey) }),

    /** Options for the browser; the passkeys the user has are excluded, so one is not added twice. */
    async registrationOptions(user: { id: string; email: string; name: string }) {
      const existing = await repo.listOf(user.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: userHandleOf(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
        // Discoverable: the passkey names its account, so signing in needs no email.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await challenges.issue(options.challenge, 'register', user.id);
      // Spread: the shared schema passes the library's JSON through as a plain record.
      return { ...options };
    },

    /**
     * Checks the authenticator's answer to one of this user's challenges and keeps the passkey.
     * The first second factor of an account turns two-step verification on: its recovery codes
     * come with it, once, as with an authenticator app.
     */
    async add(userId: string, { response, name }: AddPasskeyRequest): Promise<AddPasskeyResponse> {
      let isChallengeLive = true;
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: async (challenge) => {
          isChallengeLive = await challenges.take(challenge, 'register', userId);
          return isChallengeLive;
        },
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        // A second step after a password need not ask for a PIN or a fingerprint (sign-in alone does).
        requireUserVerification: false,
      }).catch(() => {
        throw badRequest(isChallengeLive ? NOT_VERIFIED : CEREMONY_EXPIRED);
      });
      if (!verification.verified) throw badRequest(NOT_VERIFIED);
      const { credential } = verification.registrationInfo;
      const now = clock.now();
      return uow.run(async ({ repos }) => {
        const isFirstFactor = !(await hasSecondFactor(repos, userId));
        const row = await repos.passkeys.insert({
          userId,
          credentialId: credential.id,
          publicKey: encodeKey(credential.publicKey),
          counter: credential.counter,
          transports: credential.transports ?? [],
          name: name || DEFAULT_PASSKEY_NAME,
          createdAt: now,
        });
        if (!row) throw conflict(ALREADY_REGISTERED);
        if (!isFirstFactor) return { passkey: toPasskey(row) };
        const codes = newRecoveryCodes();
        await repos.twoFactor.replaceRecoveryCodes(
          userId,
          codes.map((c) => recoveryCodeHash(userId, c)),
          now,
        );
        return { passkey: toPasskey(row), recoveryCodes: codes };
      });
    },

    /** The last second factor gone, two-step verification is off: recovery codes and waiting logins go too. */
    remove: (userId: string, id: string) =>
      uow.run(async ({ repos }) => {
        if (!(await repos.passkeys.deleteOf(userId, id))) throw notFound(PASSKEY_NOT_FOUND);
        if (await hasSecondFactor(repos, userId)) return;
        await repos.twoFactor.deleteRecoveryCodes(userId);
        await repos.twoFactor.deleteChallengesOf(userId);
      }),
  };
}

export type PasskeysService = ReturnType<typeof createPasskeysService>;
