import type { Executor } from '../../db/client';
import { clientReputation } from './schema';

/** Clients' average ratings as the reviews module publishes them (issue 26), for Find Work's filter. */
export function createClientReputationRepository(db: Executor) {
  return {
    /** Values, not deltas: saving the same twice changes nothing. */
    async save(clientId: string, { rating, reviews }: { rating: number | null; reviews: number }) {
      await db
        .insert(clientReputation)
        .values({ clientId, rating, reviews })
        .onConflictDoUpdate({ target: clientReputation.clientId, set: { rating, reviews } });
    },
  };
}
