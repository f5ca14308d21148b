import { lte } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import type { UnitOfWork } from '../../outbox';
import { offerLifecycle, offerTouched } from './lifecycles';
import { offers } from './schema';

declare module '../../outbox' {
  interface EventMap {
    /** A round waits 24 h more at most: both parties are told (bell and mail). */
    'offer.expiring': {
      offerId: string;
      clientId: string;
      freelancerId: string;
      madeBy: 'client' | 'freelancer';
      expiresAt: string;
    };
  }
}

/**
 * The timers of a round (ADR 039), fired by the outbox's sweep of due events (FOR UPDATE SKIP
 * LOCKED) on the injectable clock. Each is a no-op once the round was answered.
 */
export function offerExpiry(uow: UnitOfWork, clock: Clock) {
  return {
    expire: (offerId: string) =>
      uow.run(async (tx) => {
        try {
          const { row } = await offerLifecycle.apply(tx, {
            id: offerId,
            move: 'expire',
            actorId: null,
            guard: { when: lte(offers.expiresAt, clock.now()), refusal: 'Not yet expired' },
            set: offerTouched,
          });
          const { clientId, freelancerId, jobId } = row;
          tx.emit('offer.expired', `offer:${offerId}`, { offerId, clientId, freelancerId, jobId });
        } catch (err) {
          // Answered (or gone) before its time was up: nothing to expire.
          if (err instanceof HttpError && err.statusCode < 500) return;
          throw err;
        }
      }),

    remind: (offerId: string) =>
      uow.run(async (tx) => {
        const row = await tx.repos.offers.find(offerId);
        if (row?.status !== 'pending' || row.expiresAt <= clock.now()) return;
        tx.emit('offer.expiring', `offer:${offerId}`, {
          offerId,
          clientId: row.clientId,
          freelancerId: row.freelancerId,
          madeBy: row.madeBy,
          expiresAt: row.expiresAt.toISOString(),
        });
      }),
  };
}
