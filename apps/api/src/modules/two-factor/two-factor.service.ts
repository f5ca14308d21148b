import type { Role, SecondFactorProof, TwoFactorStatusResponse } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import type { FailureCounter } from '../../lib/failure-counter';
import { badRequest, conflict, tooManyRequests } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { checkProof, refusalOf } from './proof';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { newTotpSecret, otpauthUrlOf, qrCodeOf, stepOfCode } from './totp';

export type AdminRule = 'required' | 'optional';

export const ALREADY_ON = 'Two-step verification is already on. Turn it off first to set up another app.';
export const ALREADY_OFF = 'Two-step verification is not on';
export const START_FIRST = 'Start setting up two-step verification first';
export const WRONG_SETUP_CODE = 'That code did not work. Enter the current code from your authenticator app.';

/**
 * Codes checked from a signed-in session (turning it off), counted per user before the check as
 * the password checks of Profile Settings are (ADR 019): a stolen session cannot guess its way to
 * turning the second factor off.
 */
const OFF_TRIES = { max: 5, windowMs: 15 * 60_000 };

type Deps = { uow: UnitOfWork; clock: Clock; failures: FailureCounter; adminRule: AdminRule };

/** Turning an authenticator app on and off, and what the settings page shows (issue 30, ADR 031). */
export function createTwoFactorService({ uow, clock, failures, adminRule }: Deps) {
  const repo = uow.read.twoFactor;

  return {
    async status(user: { id: string; role: Role }): Promise<TwoFactorStatusResponse> {
      const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
        repo.findTotp(user.id),
        uow.read.passkeys.listOf(user.id),
        repo.countUnusedRecoveryCodes(user.id),
      ]);
      const factors: TwoFactorStatusResponse['factors'] = [];
      if (totp?.confirmedAt) factors.push({ kind: 'totp', addedAt: totp.confirmedAt.toISOString() });
      const [firstPasskey] = passkeys;
      if (firstPasskey) factors.push({ kind: 'passkey', addedAt: firstPasskey.createdAt.toISOString() });
      return {
        factors,
        recoveryCodesLeft,
        isRequired: user.role === 'admin' && adminRule === 'required',
      };
    },

    /** A new secret, pending until a code from the app confirms it; asking again replaces it. */
    startTotp: (userId: string, email: string) =>
      uow.run(async ({ repos }) => {
        const current = await repos.twoFactor.lockTotp(userId);
        if (current?.confirmedAt) throw conflict(ALREADY_ON);
        const secret = newTotpSecret();
        await repos.twoFactor.savePendingTotp(userId, secret, clock.now());
        const otpauthUrl = otpauthUrlOf(secret, email);
        return { secret, otpauthUrl, qrCode: qrCodeOf(otpauthUrl) };
      }),

    /** The app's first code turns it on and answers the ten recovery codes, the only time they are shown. */
    confirmTotp: (userId: string, code: string) =>
      uow.run(async ({ repos }) => {
        const r = repos.twoFactor;
        const pending = await r.lockTotp(userId);
        if (!pending) throw badRequest(START_FIRST);
        if (pending.confirmedAt) throw conflict(ALREADY_ON);
        const now = clock.now();
        const step = stepOfCode(pending.secret, code, now);
        if (step === null) throw badRequest(WRONG_SETUP_CODE);
        // The code that confirmed is spent: it cannot sign in a moment later.
        await r.confirmTotp(userId, now, step);
        const codes = newRecoveryCodes();
        await r.replaceRecoveryCodes(
          userId,
          codes.map((c) => recoveryCodeHash(userId, c)),
          now,
        );
        return { recoveryCodes: codes };
      }),

    /**
     * Needs a current code or a recovery code; the app goes, and with no passkey left (ADR 032)
     * two-step verification is off: the recovery codes and waiting logins go too.
     */
    async turnOffTotp(userId: string, proof: SecondFactorProof) {
      const key = `2fa:off:${userId}`;
      const tries = await failures.hit(key, OFF_TRIES.windowMs);
      if (tries.count > OFF_TRIES.max) {
        const minutes = Math.max(1, Math.ceil(tries.resetInMs / 60_000));
        throw tooManyRequests(
          `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          tries.resetInMs / 1000,
        );
      }
      await uow.run(async ({ repos }) => {
        const r = repos.twoFactor;
        if (!(await r.findTotp(userId))) throw conflict(ALREADY_OFF);
        const outcome = await checkProof(repos, userId, proof, clock.now());
        if (outcome !== 'ok') throw refusalOf(outcome, 400);
        await r.deleteTotp(userId);
        if ((await repos.passkeys.countOf(userId)) > 0) return;
        await r.deleteRecoveryCodes(userId);
        await r.deleteChallengesOf(userId);
      });
      await failures.undo(key);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
