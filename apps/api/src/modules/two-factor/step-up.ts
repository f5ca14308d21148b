import type { SecondFactorProof } from '@skillora/shared';
import type { Clock } from '../../lib/clock';
import type { FailureCounter } from '../../lib/failure-counter';
import { tooManyRequests } from '../../lib/http-error';
import type { Repositories } from '../../outbox';
import { checkProof, refusalOf } from './proof';

/** As turning two-step verification off: a stolen session cannot guess codes through a money step. */
const STEP_UP_TRIES = { max: 5, windowMs: 15 * 60_000 };

/**
 * The second factor asked again of a signed-in user before a sensitive step (a large withdrawal,
 * ADR 033). `count` runs before the step's transaction; `prove` inside it, so the code is spent
 * only if the step commits.
 */
export function createStepUp({ failures, clock }: { failures: FailureCounter; clock: Clock }) {
  return {
    /** One try counted per user (429 past the limit); answers what gives the try back once it proved right. */
    async count(userId: string): Promise<() => Promise<void>> {
      const key = `2fa:step-up:${userId}`;
      const tries = await failures.hit(key, STEP_UP_TRIES.windowMs);
      if (tries.count > STEP_UP_TRIES.max) {
        const minutes = Math.max(1, Math.ceil(tries.resetInMs / 60_000));
        throw tooManyRequests(
          `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          tries.resetInMs / 1000,
        );
      }
      return () => failures.undo(key);
    },

    /** Checks and spends the proof in the caller's transaction; a wrong or used one is a 400 with its reason. */
    async prove(repos: Repositories, userId: string, proof: SecondFactorProof): Promise<void> {
      const outcome = await checkProof(repos, userId, proof, clock.now());
      if (outcome !== 'ok') throw refusalOf(outcome, 400);
    },
  };
}

export type StepUp = ReturnType<typeof createStepUp>;
