import type { Reputation } from '@skillora/shared';
import { and, eq, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uuidArray } from '../../lib/search-sql';
import { talentCards, talentReputation, talentSearch } from './schema';

export type TalentCandidate = {
  id: string;
  name: string;
  title: string;
  overview: string;
  photoUrl: string | null;
  hourlyRateCents: number;
  categoryId: string | null;
  skills: Array<{ _id: string; name: string }>;
  reputation: Reputation;
};

/**
 * Findable freelancers worth ranking for a job (matching, ADR 036): those sharing a skill, a word or
 * the category, the most shared skills and the best text rank first. The table holds only active
 * freelancers with a complete profile, so blocked, deleted and incomplete people never come back.
 */
export function createTalentCandidatesRepository(db: Executor) {
  return {
    /** Whether a freelancer is findable: active, with a complete profile (the weekly jobs mail, issue 29). */
    async isFindable(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: talentSearch.userId })
        .from(talentSearch)
        .where(eq(talentSearch.userId, userId));
      return Boolean(row);
    },

    async candidatesFor(wanted: {
      skillIds: readonly string[];
      words: SQL | null;
      categoryId: string | null;
      excludeIds: readonly string[];
      limit: number;
    }): Promise<TalentCandidate[]> {
      const sharedSkills = sql`cardinality(array(select unnest(${talentSearch.skillIds}) intersect select unnest(${uuidArray(wanted.skillIds)})))`;
      // Without words there is no rank to sort by (a bare `0` in ORDER BY would name a column position).
      const byText = wanted.words ? [sql`ts_rank(${talentSearch.search}, ${wanted.words}) desc`] : [];
      const sameCategory = wanted.categoryId ? eq(talentSearch.categoryId, wanted.categoryId) : undefined;
      const rows = await db
        .select({
          id: talentSearch.userId,
          name: talentCards.name,
          title: talentCards.title,
          overview: talentCards.overview,
          photoUrl: talentCards.photoUrl,
          hourlyRateCents: talentSearch.hourlyRateCents,
          categoryId: talentSearch.categoryId,
          skills: talentCards.skills,
          score: talentReputation.score,
          rating: talentReputation.rating,
          reviews: talentReputation.reviews,
        })
        .from(talentSearch)
        .innerJoin(talentCards, eq(talentCards.userId, talentSearch.userId))
        .leftJoin(talentReputation, eq(talentReputation.userId, talentSearch.userId))
        .where(
          and(
            or(
              sql`${talentSearch.skillIds} && ${uuidArray(wanted.skillIds)}`,
              wanted.words ? sql`${talentSearch.search} @@ ${wanted.words}` : undefined,
              sameCategory,
            ),
            wanted.excludeIds.length ? notInArray(talentSearch.userId, [...wanted.excludeIds]) : undefined,
          ),
        )
        .orderBy(sql`${sharedSkills} desc`, ...byText, talentSearch.userId)
        .limit(wanted.limit);
      return rows.map(({ score, rating, reviews, ...row }) => ({
        ...row,
        reputation: { score, rating, reviews: reviews ?? 0 },
      }));
    },
  };
}
