import type { Executor } from '../../db/client';
import { stripeEvents } from './schema';

/** Stripe's webhook events (ADR 024), each recorded once. */
export function createStripeEventsRepository(db: Executor) {
  return {
    /** False for a redelivery: it inserts nothing (the primary key is Stripe's event id). */
    async recordOnce(event: { id: string; type: string; livemode: boolean }, payload: unknown) {
      const inserted = await db
        .insert(stripeEvents)
        .values({ id: event.id, type: event.type, livemode: event.livemode, payload })
        .onConflictDoNothing()
        .returning({ id: stripeEvents.id });
      return inserted.length === 1;
    },
  };
}
