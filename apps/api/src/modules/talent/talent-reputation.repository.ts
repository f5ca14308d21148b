import type { Reputation } from '@skillora/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { talentReputation, talentSearch } from './schema';

/** Freelancers' reputations as the reviews module publishes them (issue 26). */
export function createTalentReputationRepository(db: Executor) {
  return {
    /**
     * Keeps a freelancer's reputation, and copies its score and rating into their search row when
     * they are findable (a row written later copies it from here). Values, not deltas: saving the
     * same twice changes nothing.
     */
    async save(userId: string, { score, rating, reviews }: Reputation): Promise<void> {
      await db
        .insert(talentReputation)
        .values({ userId, score, rating, reviews })
        .onConflictDoUpdate({ target: talentReputation.userId, set: { score, rating, reviews } });
      await db.update(talentSearch).set({ score, rating }).where(eq(talentSearch.userId, userId));
    },
  };
}
