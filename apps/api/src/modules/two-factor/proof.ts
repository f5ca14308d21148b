import type { SecondFactorProof } from '@skillora/shared';
import { HttpError } from '../../lib/http-error';
import type { Repositories } from '../../outbox';
import { recoveryCodeHash } from './recovery-codes';
import { stepOfCode } from './totp';

export type ProofOutcome = 'ok' | 'wrong-code' | 'used-code' | 'wrong-recovery-code';

const REFUSALS: Record<Exclude<ProofOutcome, 'ok'>, string> = {
  'wrong-code': 'That code did not work. Enter the current code from your authenticator app.',
  'used-code': 'This code was already used. Wait for the next code in your authenticator app.',
  'wrong-recovery-code': 'This recovery code is not valid or was already used.',
};

/** 401 at login (like a wrong password), 400 from a signed-in session (401 would read as "signed out"). */
export const refusalOf = (outcome: Exclude<ProofOutcome, 'ok'>, status: 400 | 401) =>
  new HttpError(status, REFUSALS[outcome]);

/**
 * Checks the second factor of `userId` inside the caller's transaction and spends what proved it:
 * the code's time step (so neither it nor an older code works again) or the recovery code. Run in
 * a transaction that commits on 'ok', so what was spent stays spent.
 */
export async function checkProof(
  repos: Repositories,
  userId: string,
  proof: SecondFactorProof,
  now: Date,
): Promise<ProofOutcome> {
  const r = repos.twoFactor;
  if (proof.recoveryCode !== undefined) {
    const isSpent = await r.useRecoveryCode(userId, recoveryCodeHash(userId, proof.recoveryCode), now);
    return isSpent ? 'ok' : 'wrong-recovery-code';
  }
  // Locked: two requests with one code are checked one after the other, and the second one fails.
  const factor = await r.lockTotp(userId);
  if (!factor?.confirmedAt || proof.code === undefined) return 'wrong-code';
  const step = stepOfCode(factor.secret, proof.code, now);
  if (step === null) return 'wrong-code';
  if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) {
    return step === factor.lastUsedStep ? 'used-code' : 'wrong-code';
  }
  await r.setLastUsedStep(userId, step);
  return 'ok';
}

/** Whether the user has a second factor: a confirmed authenticator app or a passkey (ADR 032). */
export const hasSecondFactor = async (repos: Repositories, userId: string) =>
  (await repos.twoFactor.findTotp(userId)) !== null || (await repos.passkeys.countOf(userId)) > 0;
